// A Chromium trace of the benchmark's keystrokes, and where the slowest ones spent their time
// (`BENCH_TRACE=FILE node tests/browser/bench.mjs`: the throttled run is traced, the trace
// written to FILE for chrome://tracing or Perfetto, the summary printed). Tracing slows the
// page down: its keystroke figures are not the benchmark's.
import { writeFileSync } from "node:fs";

const CATEGORIES = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "blink.user_timing",
  "disabled-by-default-devtools.timeline.stack",
  "v8",
].join(",");

/** Start tracing the page of `cdp` (a CDP session); `stop()` writes the trace and summarizes. */
export async function startTrace(cdp) {
  const events = [];
  cdp.on("Tracing.dataCollected", (d) => events.push(...d.value));
  const complete = new Promise((ok) => cdp.once("Tracing.tracingComplete", ok));
  await cdp.send("Tracing.start", { categories: CATEGORIES, transferMode: "ReportEvents" });
  return {
    async stop(file) {
      await cdp.send("Tracing.end");
      await complete;
      writeFileSync(file, JSON.stringify({ traceEvents: events }));
      return summarize(events);
    },
  };
}

/** What a task's time is made of: script by file, style, layout, paint, GC (events that do not
 * contain one another, unlike event dispatch and callbacks, which hold the script they run). */
const PARTS = /^(FunctionCall|UpdateLayoutTree|Layout|PrePaint|Paint|Layerize|HitTest|MinorGC|MajorGC|V8\.GC.*)$/;

/**
 * The keystrokes marked `ks-start-N` / `ks-end-N` (performance marks), from the `warmUp`-th on
 * (the benchmark's own figures skip as many), the `slowest` of them each with the main
 * thread's tasks in its window and what took longest inside each task. The evaluation runs in
 * the editor's change callback, so its wasm counts as `script editor.bundle.js`; Yew's render
 * (its scheduler) as the playground's own script.
 */
export function summarize(events, { slowest = 3, warmUp = 5 } = {}) {
  const marks = new Map();
  for (const e of events) {
    if (/^ks-(start|end)-\d+$/.test(e.name) && !marks.has(e.name)) marks.set(e.name, e.ts);
  }
  // The renderer's main thread: the one running the page's JavaScript.
  const count = new Map();
  for (const e of events) {
    if (e.name === "FunctionCall") count.set(`${e.pid}:${e.tid}`, (count.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
  }
  const main = [...count].sort((a, b) => b[1] - a[1])[0]?.[0];
  const onMain = events.filter((e) => `${e.pid}:${e.tid}` === main && e.ph === "X").sort((a, b) => a.ts - b.ts);
  const windows = [];
  for (const [name, start] of marks) {
    const id = name.match(/^ks-start-(\d+)$/)?.[1];
    const end = id && marks.get(`ks-end-${id}`);
    if (end && Number(id) >= warmUp) windows.push({ id, start, end });
  }
  windows.sort((a, b) => (b.end - b.start) - (a.end - a.start));
  const lines = [];
  for (const w of windows.slice(0, slowest)) {
    lines.push(`keystroke ${w.id}: ${((w.end - w.start) / 1000).toFixed(1)} ms to the frame`);
    const tasks = onMain.filter((e) => e.name === "RunTask" && e.ts < w.end && e.ts + (e.dur ?? 0) > w.start && (e.dur ?? 0) >= 1000);
    for (const t of tasks) {
      const inside = new Map();
      for (const e of onMain) {
        if (e.ts >= t.ts && e.ts + (e.dur ?? 0) <= t.ts + t.dur && PARTS.test(e.name)) {
          const what = e.name === "FunctionCall" ? `script ${e.args?.data?.url?.split("/").pop() || "(page)"}` : e.name;
          inside.set(what, (inside.get(what) ?? 0) + (e.dur ?? 0));
        }
      }
      const top = [...inside].sort((a, b) => b[1] - a[1]).slice(0, 6)
        .map(([k, v]) => `${k} ${(v / 1000).toFixed(1)}`).join(", ");
      lines.push(`  +${((t.ts - w.start) / 1000).toFixed(1)} ms: a task of ${(t.dur / 1000).toFixed(1)} ms (${top})`);
    }
  }
  return lines.join("\n");
}
