package main

// storeWatcher tells the server's view cache which files of the store
// changed since it last asked. watch_linux.go has the inotify one; where
// there is none, noWatcher makes every request stat every file.
type storeWatcher interface {
	// changes returns the paths changed since the last call, or all when
	// the watcher cannot tell (then the caller lists and stats everything
	// and starts a new watcher).
	changes() (paths []string, all bool)
	close()
}

// noWatcher knows nothing, so every request checks every file's stat.
type noWatcher struct{}

func (noWatcher) changes() ([]string, bool) { return nil, true }
func (noWatcher) close()                    {}
