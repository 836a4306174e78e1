package review

import (
	"encoding/json"
	"io"
	"math"

	"scraebbkle/core/move"
)

// The JSON form of reports, for other programs: moves in the game's
// notation, chances from 0 to 1, points as numbers.
type (
	jsonReport struct {
		File      string        `json:"file"`
		Game      string        `json:"game"`
		Board     string        `json:"board"`
		Players   []string      `json:"players"`
		Budget    float64       `json:"budgetSeconds"`
		Turns     []jsonTurn    `json:"turns"`
		Chances   [][]float64   `json:"chances,omitempty"`
		Summaries []jsonSummary `json:"summaries"`
		Notes     []Note        `json:"notes,omitempty"`
		Remarks   []string      `json:"remarks,omitempty"`
		Final     []int         `json:"final,omitempty"`
	}
	jsonTurn struct {
		Number     int          `json:"number"`
		Line       int          `json:"line,omitempty"`
		Player     int          `json:"player"`
		Rack       *string      `json:"rack"`
		RackText   string       `json:"rackRecorded,omitempty"`
		Withdrawn  string       `json:"withdrawn,omitempty"`
		Extras     []string     `json:"extras,omitempty"`
		Played     jsonOption   `json:"played"`
		Best       []jsonOption `json:"best"`
		Rank       int          `json:"rank,omitempty"`
		Legal      int          `json:"legal,omitempty"`
		Lost       float64      `json:"lost"`
		ChanceLost float64      `json:"chanceLost"`
		Grade      string       `json:"grade,omitempty"`
		Bingo      *jsonOption  `json:"missedBingo,omitempty"`
		Endgame    bool         `json:"endgame,omitempty"`
		PreEndgame bool         `json:"preEndgame,omitempty"`
		Note       string       `json:"note,omitempty"`
	}
	jsonOption struct {
		Move   string  `json:"move"`
		Score  int     `json:"score"`
		Tiles  int     `json:"tiles"`
		Leave  float64 `json:"leave"`
		Equity float64 `json:"equity"`
		Value  float64 `json:"value"`
		Looked bool    `json:"lookedAhead"`
		Chance float64 `json:"chance"`
	}
	jsonSummary struct {
		Player         int            `json:"player"`
		Turns          int            `json:"turns"`
		Judged         int            `json:"judged"`
		Grades         map[string]int `json:"grades"`
		Lost           float64        `json:"lost"`
		AverageLost    float64        `json:"averageLost"`
		Bingos         int            `json:"bingos"`
		MissedBingos   int            `json:"missedBingos"`
		Drawn          int            `json:"tilesDrawn"`
		Blanks         int            `json:"blanksDrawn"`
		ExpectedBlanks float64        `json:"blanksExpected"`
		Value          int            `json:"valueDrawn"`
		ExpectedValue  float64        `json:"valueExpected"`
	}
)

// WriteJSON writes the reports of the files named as a JSON array, an
// object a file, indented, ending in a newline.
func WriteJSON(out io.Writer, names []string, reports []*Report) error {
	all := make([]jsonReport, len(reports))
	for i, r := range reports {
		all[i] = r.json(names[i])
	}
	enc := json.NewEncoder(out)
	enc.SetIndent("", "  ")
	return enc.Encode(all)
}

// json is the report of the file named name in its JSON form.
func (r *Report) json(name string) jsonReport {
	j := jsonReport{File: name, Game: r.Rules.ID, Board: r.Board.Name(), Players: r.Names, Budget: r.Budget.Seconds(),
		Notes: r.Notes, Remarks: r.Remarks, Final: r.Final, Turns: []jsonTurn{}}
	for _, c := range r.Chances {
		if c != nil {
			j.Chances = append(j.Chances, rounded(c))
		}
	}
	for i := range r.Turns {
		j.Turns = append(j.Turns, r.jsonTurn(&r.Turns[i]))
	}
	for _, s := range r.Summaries {
		j.Summaries = append(j.Summaries, jsonSummaryOf(s))
	}
	return j
}

// jsonTurn is turn t in its JSON form.
func (r *Report) jsonTurn(t *Turn) jsonTurn {
	j := jsonTurn{Number: t.Number, Line: t.Line, Player: t.Player, Played: r.jsonOption(t.Played), Rank: t.Rank, Legal: t.Legal,
		Lost: round2(t.Lost), ChanceLost: round2(t.ChanceLost), Grade: t.Grade.String(), Endgame: t.Endgame, PreEndgame: t.PreEndgame, Note: t.Note,
		RackText: t.RackText, Extras: t.Extras}
	if t.Withdrawn.Word != "" {
		j.Withdrawn = r.notation(t.Withdrawn)
	}
	if t.Rack != nil {
		rack := t.Rack.Shown()
		j.Rack = &rack
	}
	j.Best = []jsonOption{}
	for _, o := range t.Best {
		j.Best = append(j.Best, r.jsonOption(o))
	}
	if t.Bingo != nil {
		b := r.jsonOption(*t.Bingo)
		j.Bingo = &b
	}
	return j
}

// jsonOption is option o in its JSON form.
func (r *Report) jsonOption(o Option) jsonOption {
	return jsonOption{Move: r.notation(o.Move), Score: o.Score, Tiles: o.Tiles, Leave: round2(o.Leave), Equity: round2(o.Equity),
		Value: round2(o.Value), Looked: o.Looked, Chance: round2(o.Chance)}
}

// notation writes m as the game writes moves.
func (r *Report) notation(m move.Move) string { return r.Rules.Notation.Format(m) }

// jsonSummaryOf is summary s in its JSON form.
func jsonSummaryOf(s Summary) jsonSummary {
	grades := map[string]int{}
	for _, g := range Grades {
		grades[g.String()] = s.Grades[g]
	}
	return jsonSummary{Player: s.Player, Turns: s.Turns, Judged: s.Judged, Grades: grades, Lost: round2(s.Lost), AverageLost: round2(s.AverageLost()),
		Bingos: s.Bingos, MissedBingos: s.Missed, Drawn: s.Luck.Drawn, Blanks: s.Luck.Blanks, ExpectedBlanks: round2(s.Luck.ExpectedBlanks),
		Value: s.Luck.Value, ExpectedValue: round2(s.Luck.ExpectedValue)}
}

// rounded is every number of xs to two decimal places.
func rounded(xs []float64) []float64 {
	out := make([]float64, len(xs))
	for i, x := range xs {
		out[i] = round2(x)
	}
	return out
}

// round2 is x to two decimal places, NaN as 0.
func round2(x float64) float64 {
	if math.IsNaN(x) || math.IsInf(x, 0) {
		return 0
	}
	return math.Round(x*100) / 100
}
