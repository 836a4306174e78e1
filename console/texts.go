package console

// The fixed texts of the conversation, character for character as the
// game's example play (testdata/example.golden) shows them.
const (
	banner = "============                     ============\n" +
		"============ S c r a e B B K l e ============\n" +
		"============                     ============\n\n"

	boardQuestion  = "Would you like to _l_oad a board or use the _d_efault board?"
	playerQuestion = "Is Player %d a _h_uman player or a _c_omputer player?"
	openQuestion   = "Would you like to play an _o_pen or a _c_losed game?"
	choicePrompt   = "Please enter your choice (%s/%s): "

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

	// notAChoice answers a setup answer that is neither of the two letters.
	notAChoice = "%q is neither %s nor %s."
	// notSaved is said when the game cannot be kept in its save file.
	notSaved = "The game could not be saved: %v"
	// endOfInput is said when the input ends while an answer is awaited.
	endOfInput = "No more input; the game ends here."
)
