package console

// The fixed texts of ScraeBBKle's conversation, character for character as
// the game's example play (testdata/example.golden) shows them. Classic
// Scrabble speaks the same, with the texts of its own below.
const (
	boardQuestion  = "Would you like to _l_oad a board or use the _d_efault board?"
	playerQuestion = "Is Player %d a _h_uman player or a _c_omputer player?"
	openQuestion   = "Would you like to play an _o_pen or a _c_losed game?"
	choicePrompt   = "Please enter your choice (%s): "

	fileNamePrompt    = "Please enter the file name of the board: "
	invalidFilePrompt = "This is not a valid file. Please enter the file name of the board: "

	movePrompt = "Please enter your move in the format: \"word,square\" (without the quotes)\n" +
		"For example, for suitable tile rack and board configuration, a downward move\n" +
		"could be \"HI,f4\" and a rightward move could be \"HI,4f\".\n\n" +
		"In the word, upper-case letters are standard tiles and lower-case letters\n" +
		"are wildcards.\n" +
		"Entering \",\" passes the turn.\n"
	illegalFormat = "Illegal move format"
	notPermitted  = "The board does not permit word %s at position %s. Please try again."
	tryAgain      = " Please try again."

	humanTurn    = "It's your turn, Player %d! Your tiles:"
	computerTurn = "It's your turn, Player %d!"
	openRack     = "OPEN GAME: Player %d's tiles:\nOPEN GAME: %s"
	tileMove     = "The move is:    Letters: %s at position %s"
	passMove     = "The move is:    Pass Move!"
	scoreLine    = "Player %d score: %d"
	startLine    = "Start position: %s"

	gameOver   = "Game Over!"
	finalScore = "Player %d scored %d points."
	winnerLine = "Player %d wins!"
	drawLine   = "It's a draw!"

	// notAChoice answers a setup answer that is neither of two letters;
	// notAmongChoices, one that is none of more.
	notAChoice      = "%q is neither %s nor %s."
	notAmongChoices = "%q is not one of %s or %s."
	// endOfInput is said when the input ends while an answer is awaited.
	endOfInput = "No more input; the game ends here."
)

// The texts of classic Scrabble that ScraeBBKle has no need of: how many
// players, the draw for the first move, exchanges and the end's
// adjustments.
const (
	playersQuestion = "How many players will play, %s?"
	drawnLine       = "Drawing for the first move: %s."
	drawnTile       = "Player %d draws %s"
	firstLine       = "Player %d moves first."
	exchangePrompt  = "Entering \"-\" and the tiles to exchange, such as \"-QVV_\", exchanges them\n" +
		"(\"_\" for a blank).\n"
	exchangeMove = "The move is:    Exchange of %s"
	wentOutLine  = "Player %d went out and gains %s from the tiles left on the other racks."
	leftLine     = "Player %d loses %s for the tiles left: %s"
	tieBroken    = "The totals are tied: the higher score before the tiles left decides."
)

// The texts of ScraBBKle's conversation, word for word as its seeds show
// them, and ScraeBBKle's closest where they show nothing.
const (
	duelTurn       = "It's your turn! Your tiles:"
	duelMovePrompt = "Please enter your move with letter sequence, position, and\n" +
		"direction (d for down, r for right) separated by commas.\n" +
		"Entering just two commas passes.\n"
	duelBadFormat    = "This is not a valid move."
	duelNotPermitted = "The board does not permit word %s at position %s, direction: %s. Please try again."
	duelTileMove     = "The move is:    Word: %s at position %s, direction: %s"
	duelResult       = "The result is:"
	duelScore        = "%-23s%d"
	duelHumanScore   = "Human player score:"
	duelComputer     = "Computer player score:"
	duelFinal        = "The %s player scored %d points."
	duelWinner       = "The %s player wins!"
)

// banner is the greeting of a game: its name with spaces between the
// letters, between lines of "=".
func banner(name string) string {
	spaced := make([]byte, 0, 2*len(name))
	for i := 0; i < len(name); i++ {
		if i > 0 {
			spaced = append(spaced, ' ')
		}
		spaced = append(spaced, name[i])
	}
	bar := "============"
	gap := make([]byte, len(spaced)+2)
	for i := range gap {
		gap[i] = ' '
	}
	return bar + string(gap) + bar + "\n" + bar + " " + string(spaced) + " " + bar + "\n" + bar + string(gap) + bar + "\n\n"
}
