//! What a request built, left for its instance's end rather than freed.
//!
//! policy-server runs every `validate` in a fresh instance of the module and throws the
//! instance away after it (`rehydrate` per request, as the policy host's tests and bench do).
//! Freeing the trees, settings and render a request built, once its response is written, is
//! then work that nothing after it uses: about 7 % of a request's guest instructions
//! (BENCHMARKS.md, "Admission policy"). So the waPC entry marks each request
//! ([`request_starts`]), and in an instance's first request the values handed to [`done_with`]
//! are forgotten, not dropped. A host that keeps an instance for more requests gets them freed
//! from its second request on: at most one request's values stay, and they go with the
//! instance. Native callers (the tests, the playground) never mark a request: they free all.

use std::cell::Cell;

/// Where the instance is in its life.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Phase {
    /// No request marked yet (and never, natively).
    Unmarked,
    /// In the instance's first request: its values are left to the instance.
    FirstRequest,
    /// In a later request: its values are freed as usual.
    LaterRequest,
}

thread_local! {
    // One thread in the module; natively, each test's thread has its own.
    static PHASE: Cell<Phase> = const { Cell::new(Phase::Unmarked) };
}

/// A request starts (called by the waPC entry before each `validate`).
#[cfg_attr(not(all(target_arch = "wasm32", target_os = "wasi")), allow(dead_code))]
pub(crate) fn request_starts() {
    PHASE.with(|p| {
        p.set(match p.get() {
            Phase::Unmarked => Phase::FirstRequest,
            Phase::FirstRequest | Phase::LaterRequest => Phase::LaterRequest,
        })
    });
}

/// The request is done with `value`: dropped, or, in an instance's first request, left for
/// the instance's end.
pub(crate) fn done_with<T>(value: T) {
    if PHASE.with(Cell::get) == Phase::FirstRequest {
        std::mem::forget(value);
    }
}

#[cfg(test)]
mod tests {
    use std::rc::Rc;

    use super::*;

    #[test]
    fn only_an_instance_s_first_marked_request_leaves_its_values() {
        // Runs on its own test thread: the phase is this thread's.
        let counted = Rc::new(());
        let held = |n: usize| Rc::strong_count(&counted) - 1 == n;
        // Unmarked (native callers): freed.
        done_with(Rc::clone(&counted));
        assert!(held(0));
        // The first request: left.
        request_starts();
        done_with(Rc::clone(&counted));
        done_with(Rc::clone(&counted));
        assert!(held(2));
        // Every later one: freed.
        for _ in 0..3 {
            request_starts();
            done_with(Rc::clone(&counted));
            assert!(held(2));
        }
    }
}
