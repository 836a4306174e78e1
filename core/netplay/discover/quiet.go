package discover

import (
	"io"
	"log"
)

// quiet is handed to hashicorp/mdns, which otherwise logs every malformed
// packet it hears on the network to the standard logger.
var quiet = log.New(io.Discard, "", 0)
