package dialogs

import (
	"bytes"

	"scraebbkle/internal/fileio"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage/repository"
)

// fileRepository is what Fyne's repository of local files does.
type fileRepository interface {
	repository.AppendableRepository
	repository.DeleteAllRepository
	repository.ListableRepository
	repository.HierarchicalRepository
	repository.CopyableRepository
	repository.MovableRepository
}

// deferredWrites is Fyne's repository of local files, but for its
// writers, which touch nothing until they are closed and then write
// the file all at once, as fileio.WriteAtomic does, or not at all. Fyne's
// save dialog opens the file chosen for writing before it hands it over,
// which empties a file that the program would refuse to write (a
// read-only one, for an administrator) and waits on a named pipe; with
// these writers, choosing a file does nothing to it, and the program
// writes it once it has checked it.
type deferredWrites struct{ fileRepository }

// deferWrites has local files written through deferredWrites, if Fyne's
// repository of local files is the one it knows.
func deferWrites() {
	r, err := repository.ForScheme("file")
	if err != nil {
		return
	}
	if _, done := r.(deferredWrites); done {
		return
	}
	if files, ok := r.(fileRepository); ok {
		repository.Register("file", deferredWrites{files})
	}
}

// Writer is a writer of the file at u that writes nothing until it is
// closed.
func (deferredWrites) Writer(u fyne.URI) (fyne.URIWriteCloser, error) {
	return &deferredWriter{uri: u}, nil
}

// deferredWriter gathers what is written to the file at uri, and writes
// it when closed; closed with nothing written, it leaves the file as it
// is.
type deferredWriter struct {
	uri     fyne.URI
	data    bytes.Buffer
	written bool
}

// Write gathers p.
func (w *deferredWriter) Write(p []byte) (int, error) {
	w.written = true
	return w.data.Write(p)
}

// Close writes what was gathered, if anything was, all at once.
func (w *deferredWriter) Close() error {
	if !w.written {
		return nil
	}
	w.written = false
	return fileio.WriteAtomic(w.uri.Path(), w.data.Bytes())
}

// URI is the file written.
func (w *deferredWriter) URI() fyne.URI { return w.uri }
