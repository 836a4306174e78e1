package main

import (
	"context"
	"fmt"
	"io"

	"scraebbkle/console"
	"scraebbkle/core/lexicon"
	"scraebbkle/core/review"
	"scraebbkle/core/rules"
	"scraebbkle/resources"
)

// runReview reviews the games of the files named after the flags, and
// writes each one's report and, for several, a summary across them, as
// text or as JSON, with the progress of each on stderr. A file that
// cannot be reviewed is said on stderr and the others are reviewed all
// the same; the exit status is then exitUsage.
func runReview(opts options, stdout, stderr io.Writer) int {
	src, err := reviewSource(opts)
	if err != nil {
		fmt.Fprintln(stderr, "scraebbkle:", err)
		return exitUsage
	}
	var reports []*review.Report
	var names []string
	status := exitOK
	for _, path := range opts.files {
		rep, err := reviewFile(path, src, opts, stderr)
		if err != nil {
			fmt.Fprintln(stderr, "scraebbkle:", err)
			status = exitUsage
			continue
		}
		reports, names = append(reports, rep), append(names, path)
	}
	if err := writeReviews(stdout, names, reports, opts.json); err != nil {
		fmt.Fprintln(stderr, "scraebbkle:", err)
		return exitFailure
	}
	return status
}

// reviewSource is what the flags say the files are to be read with: the
// word list, and the game and board of a record that does not name them.
func reviewSource(opts options) (review.Source, error) {
	src := review.Source{Lexicon: lexicon.New(resources.WordList)}
	var err error
	if opts.words != "" {
		if src.Lexicon, err = lexicon.Load(opts.words); err != nil {
			return src, err
		}
	}
	if opts.rulesSet {
		if src.Rules, err = rules.ByID(opts.rules); err != nil {
			return src, err
		}
	}
	if opts.board != "" {
		r := src.Rules
		if r == nil {
			r = rules.Classic()
		}
		if src.Board, err = console.LoadBoard(r, opts.board); err != nil {
			return src, err
		}
	}
	return src, nil
}

// reviewFile reviews the game of the file at path, telling stderr how far
// it has gone when it looks ahead.
func reviewFile(path string, src review.Source, opts options, stderr io.Writer) (*review.Report, error) {
	g, err := review.Load(path, src)
	if err != nil {
		return nil, err
	}
	ro := review.Options{Budget: opts.budget, Seed: opts.seed}
	if opts.budget > 0 {
		ro.Progress = func(done, total int) {
			fmt.Fprintf(stderr, "\rscraebbkle: reviewing %s: turn %d of %d", path, done, total)
			if done == total {
				fmt.Fprintln(stderr)
			}
		}
	}
	return review.Review(context.Background(), g, ro)
}

// writeReviews writes the reports of the files named, and for more than
// one a table across them; or all of it as JSON.
func writeReviews(out io.Writer, names []string, reports []*review.Report, asJSON bool) error {
	if asJSON {
		return review.WriteJSON(out, names, reports)
	}
	for i, rep := range reports {
		if i > 0 {
			if _, err := fmt.Fprintln(out); err != nil {
				return err
			}
		}
		if err := console.WriteReview(out, names[i], rep); err != nil {
			return err
		}
	}
	if len(reports) > 1 {
		return console.WriteAcross(out, reports)
	}
	return nil
}
