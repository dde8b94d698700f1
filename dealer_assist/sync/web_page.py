"""The read-only clock page the director serves to any browser on the LAN (phones, smart TVs).

One HTML document with its style and script inline (nothing else to fetch, nothing from the
internet). The script connects back to the same host and port as role `browser`, estimates
its offset to the director's clock NTP style (the sample with the shortest round trip of the
last eight, as `clock_offset` does), and counts down from the anchor of each `state` message
with the periods the director worded for it. Offline it keeps counting and says so, and it
reconnects with backoff. Qt-free: `ws_server` serves the bytes.
"""

from __future__ import annotations

from dealer_assist.sync.protocol import PROTOCOL_VERSION

WEBSOCKET_PATH = "/ws"

PAGE = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="dark">
<title>Tournament clock</title>
<style>
  html, body { margin: 0; height: 100%; background: #101418; color: #f2f2f2;
    font-family: "DejaVu Sans", system-ui, sans-serif; }
  body { display: flex; flex-direction: column; align-items: center;
    justify-content: space-between; text-align: center; box-sizing: border-box; padding: 2vh 3vw; }
  #name { font-size: 4vmin; color: #9aa4ae; min-height: 5vmin; }
  #banner { font-size: 5vmin; font-weight: bold; min-height: 6vmin; padding: 0.5vmin 2vmin;
    border-radius: 1vmin; }
  #banner.offline { background: #b3261e; color: #fff; }
  #banner.paused { background: #c77c02; color: #fff; }
  #banner.muted { color: #9aa4ae; }
  #level { font-size: 8vmin; font-weight: bold; letter-spacing: 0.05em; }
  #time { font-size: 28vmin; font-weight: bold; line-height: 1;
    font-variant-numeric: tabular-nums; }
  #time.warn { color: #ffb300; }
  #time.over { color: #ef5350; }
  #time.stopped { color: #78828c; }
  #time.break { color: #4fc3f7; }
  #blinds { font-size: 9vmin; font-weight: bold; }
  #next, #break { font-size: 4.5vmin; color: #c5ccd3; min-height: 5vmin; }
  #upcoming { display: flex; gap: 6vw; justify-content: center; }
  #figures { display: flex; gap: 4vw; justify-content: center; width: 100%; }
  .figure { display: flex; flex-direction: column; }
  .figure .label { font-size: 2.6vmin; color: #9aa4ae; letter-spacing: 0.1em; }
  .figure .value { font-size: 5vmin; font-weight: bold; font-variant-numeric: tabular-nums; }
  @media (orientation: portrait) {  /* a phone held upright: the width is what counts */
    #time { font-size: 26vw; } #level, #blinds { font-size: 10vw; }
    #next, #break, #banner { font-size: 5vw; } #upcoming { flex-direction: column; gap: 1vh; }
    .figure .label { font-size: 3vw; } .figure .value { font-size: 6.5vw; }
  }
</style>
</head>
<body>
<div id="name"></div>
<div id="banner" class="muted">CONNECTING TO THE DIRECTOR…</div>
<div id="level">—</div>
<div id="time">--:--</div>
<div id="blinds"></div>
<div id="upcoming"><span id="next"></span><span id="break"></span></div>
<div id="figures">
  <div class="figure"><span class="label">PLAYERS</span>
    <span class="value" id="players">—</span></div>
  <div class="figure"><span class="label">ENTRIES</span>
    <span class="value" id="entries">—</span></div>
  <div class="figure"><span class="label">AVG STACK</span>
    <span class="value" id="average">—</span></div>
  <div class="figure"><span class="label">PRIZE POOL</span>
    <span class="value" id="pool">—</span></div>
</div>
<script>
"use strict";
const VERSION = __VERSION__;
const PATH = "__PATH__";
const OFFLINE_AFTER_MS = 10000;
let socket = null, tournament = null, seq = 0, online = false;
let samples = [], lastAnswer = null, backoff = 500, sampler = null, repaint = null;

const $ = (id) => document.getElementById(id);
const count = (n) => (n ? n.toLocaleString("en-US") : "—");
const best = () => samples.reduce((a, s) => (a === null || s.rtt < a.rtt ? s : a), null);
const directorNow = () => { const b = best(); return Date.now() + (b ? b.offset : 0); };

function send(type, fields) {
  if (socket && socket.readyState === WebSocket.OPEN) {
    socket.send(JSON.stringify(Object.assign({v: VERSION, type: type}, fields)));
  }
}
function sample() { send("time", {t0: Date.now()}); }

function connect() {
  const scheme = location.protocol === "https:" ? "wss://" : "ws://";
  socket = new WebSocket(scheme + location.host + PATH);
  socket.onopen = () => {
    backoff = 500;
    send("hello", {role: "browser", name: navigator.userAgent.slice(0, 60)});
    for (let i = 0; i < 8; i++) setTimeout(sample, i * 60);
    clearInterval(sampler);
    sampler = setInterval(sample, 5000);
  };
  socket.onmessage = (event) => {
    let m;
    try { m = JSON.parse(event.data); } catch (e) { return; }
    if (m.v !== VERSION) return;
    if (m.type === "welcome") { online = true; }
    else if (m.type === "time_reply") {
      const t3 = Date.now();
      const rtt = (t3 - m.t0) - (m.t2 - m.t1);
      if (rtt >= 0) {
        samples.push({offset: ((m.t1 - m.t0) + (m.t2 - t3)) / 2, rtt: rtt});
        if (samples.length > 8) samples.shift();
        lastAnswer = t3;
      }
    } else if (m.type === "state") {
      tournament = m.tournament; seq = m.seq; send("ack", {upto: seq});
    } else if (m.type === "error") {
      console.warn("director refused:", m.code, m.message);
    }
    render();
  };
  socket.onclose = () => {
    online = false; clearInterval(sampler);
    setTimeout(connect, backoff + Math.random() * 250);
    backoff = Math.min(backoff * 2, 10000);
    render();
  };
}

function pad(n) { return String(n).padStart(2, "0"); }
function clockText(ms) {
  const s = Math.ceil(ms / 1000), h = Math.floor(s / 3600), m = Math.floor((s % 3600) / 60);
  return h ? h + ":" + pad(m) + ":" + pad(s % 60) : m + ":" + pad(s % 60);
}

// As core/clock/clock.py: remaining time rounded up to the second, overtime down.
// The clock core's walk (core/clock/clock.py read_clock): from the anchor, across periods.
function reading(t, now) {
  const periods = t.periods, a = t.anchor;
  if (!a) return {index: 0, remaining: periods[0].duration_ms, running: false, over: 0};
  let index = a.period_index, remaining = a.remaining_ms;
  if (a.running) {
    remaining -= Math.max(0, now - a.anchored_at_ms);
    while (remaining <= 0 && index < periods.length - 1) {
      index += 1; remaining += periods[index].duration_ms;
    }
  }
  return {index: index, remaining: Math.max(0, remaining), running: a.running,
          over: remaining < 0 ? -remaining : 0};
}

function render() {
  clearTimeout(repaint);
  const now = directorNow();
  const offline = !online || lastAnswer === null || Date.now() - lastAnswer > OFFLINE_AFTER_MS;
  const banner = $("banner");
  if (!tournament) {
    banner.textContent = offline ? "CONNECTING TO THE DIRECTOR…" : "WAITING FOR A TOURNAMENT";
    banner.className = offline ? "offline" : "muted";
    return;
  }
  const t = tournament, r = reading(t, now), period = t.periods[r.index];
  const upcoming = t.periods.slice(r.index + 1);
  const nextLevel = upcoming.find((p) => p.kind === "level");
  $("name").textContent = t.name;
  $("level").textContent = period.title;
  const time = $("time");
  if (r.over) {
    time.textContent = "+" + clockText(Math.floor(r.over / 1000) * 1000);
    time.className = "over";
  } else {
    time.textContent = clockText(r.remaining);
    time.className = !r.running ? "stopped" : period.kind === "break" ? "break"
      : r.remaining <= 60000 ? "warn" : "";
  }
  if (period.kind === "break") {
    $("blinds").textContent = nextLevel ? "NEXT  " + nextLevel.blinds : "";
  } else {
    $("blinds").textContent = period.blinds;
  }
  const following = upcoming[0];
  $("next").textContent = !following ? "LAST LEVEL"
    : following.kind === "break" ? "NEXT  " + following.title
    : period.kind === "break" ? "" : "NEXT  " + following.blinds;
  let ahead = r.remaining, breakIn = null;
  for (const p of upcoming) {
    if (p.kind === "break") { breakIn = ahead; break; }
    ahead += p.duration_ms;
  }
  $("break").textContent = breakIn === null || (following && following.kind === "break")
    ? "" : "BREAK IN " + clockText(breakIn);
  const f = t.figures || {};
  $("players").textContent = count(f.players_left);
  $("entries").textContent = count(f.entries);
  $("average").textContent = count(f.chips_in_play && f.players_left
    ? Math.floor(f.chips_in_play / f.players_left) : null);
  $("pool").textContent = count(f.prize_pool);
  if (offline) { banner.textContent = "OFFLINE: RECONNECTING…"; banner.className = "offline"; }
  else if (!t.anchor) { banner.textContent = "NOT STARTED"; banner.className = "muted"; }
  else if (!r.running) { banner.textContent = "PAUSED"; banner.className = "paused"; }
  else { banner.textContent = ""; banner.className = ""; }
  document.title = period.title + " " + time.textContent;
  // Wake just after the shown second changes (the remaining time's fraction of a second).
  const wait = !r.running ? 1000 : r.over ? 1000 - (r.over % 1000) + 5
    : (((r.remaining - 1) % 1000) + 1000) % 1000 + 5;
  repaint = setTimeout(render, Math.min(wait, 1000));
}

connect();
render();
</script>
</body>
</html>
"""


def page_html() -> bytes:
    """The page's bytes (UTF-8)."""
    return (
        PAGE.replace("__VERSION__", str(PROTOCOL_VERSION))
        .replace("__PATH__", WEBSOCKET_PATH)
        .encode("utf-8")
    )
