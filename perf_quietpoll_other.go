//go:build !linux

package main

// quietPoll: without inotify there are no queues to poll (the quiet path
// never holds; perf_quietpoll_linux.go).
type quietPoll struct{}

var quietPollOn = false

func (q *quietState) bothEmpty(guard, w storeWatcher) bool { return false }
func (q *quietState) dropPoll()                            { q.poll = nil }
