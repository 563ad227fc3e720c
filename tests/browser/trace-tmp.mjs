import { writeFileSync } from "node:fs";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { launch, newPage, waitForRender } from "./support.mjs";
import { serve } from "./server.mjs";
const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const srv = await serve(join(root, "dist"));
const browser = await launch();
const { context, page } = await newPage(browser, srv.url);
await page.goto(srv.url);
await waitForRender(page);
await page.locator(".cm-content").click();
await page.keyboard.press("Control+A");
const lines=["spark.app.name bench","spark.kubernetes.container.image apache/spark:3.5.5","spark.kubernetes.namespace spark-jobs","spark.executor.instances 10","spark.executor.memory 8g","spark.executor.cores 4","spark.driver.memory 4g"];
for (let i = 0; lines.length < 99; i++) { const r=i%6;
 if(r===0)lines.push(`spark.kubernetes.executor.label.team-${i} data-${i}`);
 if(r===1)lines.push(`spark.kubernetes.driver.annotation.example.com/note-${i} value-${i}`);
 if(r===2)lines.push(`spark.executorEnv.VAR_${i} v${i}`);
 if(r===3)lines.push(`spark.kubernetes.executor.secrets.secret-${i} /etc/secrets/${i}`);
 if(r===4)lines.push(`spark.kubernetes.executor.volumes.emptyDir.scratch-${i}.mount.path /scratch/${i}`);
 if(r===5)lines.push(`spark.kubernetes.node.selector.zone-${i} z${i}`);}
lines.push("spark.kubernetes.executor.label.bench v");
await page.keyboard.insertText(lines.join("\n"));
await page.waitForFunction(() => document.querySelector('[data-testid="yaml-executor"]')?.innerText.includes("VAR_"));
await page.keyboard.press("Control+End");
for (let i = 0; i < 5; i++) { await page.keyboard.type(String(i)); await page.waitForTimeout(50); }
const cdp = await context.newCDPSession(page);
const events = [];
cdp.on("Tracing.dataCollected", (d) => events.push(...d.value));
const done = new Promise((ok) => cdp.once("Tracing.tracingComplete", ok));
await cdp.send("Tracing.start", { categories: "devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,blink.user_timing", transferMode: "ReportEvents" });
for (let i = 0; i < 20; i++) { await page.keyboard.type(String(i % 10)); await page.waitForTimeout(60); }
await cdp.send("Tracing.end");
await done;
writeFileSync(process.argv[2] || "/tmp/w/trace/trace.json", JSON.stringify(events));
await browser.close(); await srv.close();
