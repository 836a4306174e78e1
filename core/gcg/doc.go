// Package gcg reads game records in GCG, the record format of the Scrabble
// world's programs (macondo, Woogles, Quackle, Elise, and ScraeBBKle's own
// core/export), into a Record, and writes a Record back as GCG.
//
// It reads text and nothing else: it checks each line's syntax and the
// record's arithmetic (every total, the phonies taken off, the end's tiles)
// but knows no board, no rule and no word list. Replaying a record on a
// board is a later stage's work; cut here, the reader can be tested and
// fuzzed on text alone, and a record can be shown, with its faults, even
// when it cannot be replayed. It imports internal/fileio (the file's size
// limit and what text is) and internal/prose (quoting in messages).
//
// # What is read
//
// A file is lines, each a pragma ("#" and a keyword) or an event (">",
// the player's nick and a colon); blank lines are passed over. Fields are
// separated by any number of spaces and tabs. A UTF-8 byte order mark and
// Windows or old Mac line endings are accepted. The forms come from John
// Chew's GCG specification (poslfit.com, version 1.2), which macondo and
// Woogles follow, and from what the programs write:
//
//   - #character-encoding UTF-8, written first by macondo, Woogles, Quackle
//     and core/export. Any other encoding is refused: only UTF-8 is read,
//     and a file without the pragma is read as UTF-8 too (the specification
//     would have ISO-8859-1; such a file with letters beyond ASCII is
//     refused as not UTF-8, and should be saved as UTF-8).
//   - #player1 nick Full Name up to #player4: the nick has no spaces, the
//     name is the rest of the line and may be missing. The specification
//     and macondo know two players; core/export writes up to four.
//   - #title, #description and #lexicon (macondo, Woogles); #note, which
//     belongs to the event before it, or to the whole record before the
//     first event. A pragma of text given on several lines joins them,
//     one line each; so do lines that go on with a #note without a "#",
//     which some annotated records have and macondo reads.
//   - #rack1 RACK up to #rack4: a player's rack when an unfinished record
//     stops (macondo, Quackle, Elise).
//   - Any other pragma, such as #id, #game-type and #tile (macondo,
//     Woogles), #incomplete and #style (Quackle), is kept, in order, in
//     Record.Pragmas, and written back.
//
// The events, each ending in the signed score of the line and the
// player's total after it:
//
//   - a play: ">nick: RACK 8H WORD +24 98". A position with the row first
//     is a word across, with the column first a word down, as in every
//     writer; rows run 1 to 99 and columns A to Z, in either case (old
//     records and Quackle's reader use lower case). In the word a tile
//     already on the board is ".", as macondo, Woogles and core/export
//     write it, or a letter in parentheses, "RE(Q)UIRE", the way Quackle
//     and Woogles show moves; Quackle and Elise write such tiles as plain
//     letters, which a replay must allow. A blank is a lower-case letter.
//   - a pass: ">nick: RACK - +0 98"; Quackle writes two spaces after the
//     "-", and reads "-0" as a pass, as this reader does.
//   - an exchange: ">nick: RACK -TILES +0 98", or "-3" when only the count
//     is known, as Quackle writes a blind exchange.
//   - a phony taken off: ">nick: RACK -- -24 74" (Woogles and Quackle put
//     two spaces after "--"), which takes back that player's last play.
//   - a challenge bonus: ">nick: RACK (challenge) +5 103". Quackle writes
//     the rack "UNKNOWN" when it does not know it, read here as unknown.
//   - a time penalty: ">nick: RACK (time) -10 93" (macondo, Woogles), also
//     after the end lines; "+-10", which macondo also reads, is -10.
//   - the end: the player who went out gains the tiles left,
//     ">nick: (TILES) +8 106", with one space after the colon (macondo,
//     core/export and the older two-for-out records) or with two or more,
//     an empty rack field (Woogles, Quackle); a player left with tiles
//     loses them, ">nick: TILES (TILES) -4 90" (macondo, core/export).
//
// A rack is letters and "?" for a blank. It may be missing where the
// writer did not know it, and is then unknown (Event.RackKnown), which is
// not the same as known and empty; Quackle writes for an opponent only
// the tiles played, so a known rack may also be only part of the rack.
//
// # What is refused, and what is noted
//
// A file that cannot be read as GCG is refused with an *Error naming the
// file, the line and, where it helps, the column. A record that reads but
// does not add up is kept, with a Problem for each fault at its line, so
// that a review can show what the writer got wrong; see Parse.
package gcg
