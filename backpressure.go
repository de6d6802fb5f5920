package main

import (
	"context"
	"sync"
)

// Backpressure (issue 17): a client that sends requests but stops reading
// stdout must not make the server grow without bound. Each request served
// on its own goroutine holds one of maxInFlight slots until its answer is
// written; with every slot held, the reader stops reading stdin until a
// write gets through, so a stalled client stalls the server at a fixed
// size instead of queueing a goroutine and an answer per request (measured
// on the previous code: about 14 KB per unanswered request, without end).
//
// A request waiting for the client's own answer (an elicitation) gives its
// slot back while it waits, once its question is written: the reader must
// stay free to read that answer.

// maxInFlight bounds the requests answered concurrently. Hosts send a few
// at a time; the bound only bites when nobody reads the answers.
const maxInFlight = 32

// maxBatch bounds the messages of one batch. A batch's answers are written
// as one array, so all of them are held until the last is ready: without a
// bound, one 1.5 MB line of 30,000 tools/list requests made a 245 MB answer
// and a 1.1 GB peak (sec46), past what maxInFlight bounds for single lines.
// A larger batch is refused whole with one -32600.
const maxBatch = maxInFlight

// inFlightSlot is one held slot; release is idempotent.
type inFlightSlot struct {
	once  sync.Once
	slots chan struct{}
}

func (h *inFlightSlot) release() {
	if h != nil {
		h.once.Do(func() { <-h.slots })
	}
}

// slotKey carries a request's slot in its context (session.request).
type slotKey struct{}

// takeSlot waits for a free slot: while all are held, the reader waits.
func (s *session) takeSlot(msg *jsonrpcMessage) *inFlightSlot {
	if s.slots == nil {
		return nil // a session built by a test without a limit
	}
	s.slots <- struct{}{}
	h := &inFlightSlot{slots: s.slots}
	s.heldSlots.Store(msg, h)
	return h
}

// dropSlot forgets msg's slot and releases it.
func (s *session) dropSlot(msg *jsonrpcMessage, h *inFlightSlot) {
	if h != nil {
		s.heldSlots.Delete(msg)
		h.release()
	}
}

// withSlot adds msg's slot, if it holds one, to the request's context.
func (s *session) withSlot(ctx context.Context, msg *jsonrpcMessage) context.Context {
	if h, ok := s.heldSlots.Load(msg); ok {
		return context.WithValue(ctx, slotKey{}, h)
	}
	return ctx
}

// releaseWhileWaiting gives back the slot of the request served in ctx: it
// now waits for the client, not for stdout.
func releaseWhileWaiting(ctx context.Context) {
	if h, ok := ctx.Value(slotKey{}).(*inFlightSlot); ok {
		h.release()
	}
}
