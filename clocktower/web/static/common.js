// Shared helpers of the web Grimoire pages: the live connection and the decision form.
"use strict";

// Every text from the server goes into the page as a text node (never as HTML), so a
// player's name cannot inject markup.
function el(tag, attrs, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (k === "class") node.className = v;
    else if (k.startsWith("on")) node.addEventListener(k.slice(2), v);
    else if (v !== false && v !== null && v !== undefined) node.setAttribute(k, v === true ? "" : v);
  }
  for (const c of children.flat()) {
    if (c === null || c === undefined || c === false) continue;
    node.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return node;
}

// Append children to a node, skipping null, undefined and false.
function add(node, ...children) {
  for (const c of children.flat()) if (c !== null && c !== undefined && c !== false) node.append(c);
  return node;
}

function when(time) {
  const [phase, n] = time;
  return phase === "setup" ? "Setup" : `${phase[0].toUpperCase()}${phase.slice(1)} ${n}`;
}

// The game id is the last path segment; the private token is the link's fragment, which
// the browser never sends to the server: it goes in the WebSocket's first message.
function linkParts() {
  const parts = location.pathname.split("/").filter(Boolean);
  return {game: parts[parts.length - 1], token: decodeURIComponent(location.hash.slice(1))};
}

// The next snapshot from the last one and a patch of it (the server sends only what
// changed: new values of top-level keys, and the events added to the log).
function applyPatch(state, msg) {
  const next = Object.assign({}, state, msg.set || {});
  for (const k of msg.unset || []) delete next[k];
  if (msg.log_from !== undefined) next.log = next.log.slice(0, msg.log_from).concat(msg.log_add);
  return next;
}

// A live connection that reconnects after the server restarts.
class Live {
  constructor(game, token, onState, onError, onStatus) {
    this.game = game; this.token = token; this.onState = onState; this.onError = onError;
    this.onStatus = onStatus; this.ws = null; this.closedForGood = false; this.retry = 500; this.queued = null;
    this.open();
  }
  open() {
    const proto = location.protocol === "https:" ? "wss" : "ws";
    const ws = new WebSocket(`${proto}://${location.host}/ws/${encodeURIComponent(this.game)}`);
    this.ws = ws;
    ws.onopen = () => {
      ws.send(JSON.stringify({type: "auth", token: this.token, patches: true}));
      this.retry = 500;
      this.onStatus(true);
      // An answer given while the connection was down goes now (the server refuses it
      // if it has become stale, and says so).
      if (this.queued) { ws.send(JSON.stringify(this.queued)); this.queued = null; }
    };
    ws.onmessage = ev => {
      const msg = JSON.parse(ev.data);
      if (msg.type === "state") { this.state = msg.state; this.onState(msg.state); }
      else if (msg.type === "patch" && this.state) { this.state = applyPatch(this.state, msg); this.onState(this.state); }
      else if (msg.type === "error") {
        this.onError(msg.error);
        if (/token|no game/.test(msg.error)) this.closedForGood = true;
      } else if (msg.type === "ok") this.onError("");
    };
    ws.onclose = () => {
      this.onStatus(false);
      if (this.closedForGood) return;
      setTimeout(() => this.open(), this.retry);
      this.retry = Math.min(this.retry * 2, 4000);
    };
  }
  send(msg) {
    if (this.ws && this.ws.readyState === WebSocket.OPEN) { this.ws.send(JSON.stringify(msg)); return true; }
    this.queued = msg;
    this.onError("not connected: your answer will be sent when the connection is back…");
    return false;
  }
}

// A form for one pending decision: buttons for a short single choice, a filtered list for
// a long one, checkboxes for a pick of several, a text box when free text is allowed.
// ``answer(payload)`` gets {choice} or {text}. ``decorate(option, index)`` may add tags.
function decisionForm(p, answer, decorate) {
  const box = el("div", {class: "decision", "data-i": p.i});
  const tagsFor = (o, k) => decorate ? decorate(o, k) : [];
  if (p.count) {
    const [lo, hi] = p.count;
    const list = el("div", {class: "options"});
    const picked = [];
    const submit = el("button", {class: "primary", disabled: lo > 0}, "Confirm");
    const update = () => {
      submit.disabled = picked.length < lo || picked.length > hi;
      submit.textContent = `Confirm (${picked.length} of ${lo === hi ? lo : lo + "–" + hi})`;
    };
    p.options.forEach((o, k) => {
      const cb = el("input", {type: "checkbox", "data-k": k});
      cb.addEventListener("change", () => {
        if (cb.checked) picked.push(k); else picked.splice(picked.indexOf(k), 1);
        update();
      });
      list.append(el("label", {}, cb, el("span", {}, o.label), ...tagsFor(o, k)));
    });
    submit.addEventListener("click", () => answer({choice: picked.slice()}));
    update();
    box.append(list, el("div", {class: "row"}, submit));
  } else if (p.options.length <= 14) {
    const list = el("div", {class: "options"});
    p.options.forEach((o, k) => {
      list.append(el("button", {class: o.truth ? "truth" : "", "data-k": k, onclick: () => answer({choice: k})},
        o.label, ...tagsFor(o, k)));
    });
    box.append(list);
  } else {
    const filter = el("input", {type: "text", placeholder: `Filter ${p.options.length} options…`});
    const select = el("select", {size: 8, style: "width:100%"});
    const fill = () => {
      const f = filter.value.toLowerCase();
      select.innerHTML = "";
      p.options.forEach((o, k) => {
        if (!f || o.label.toLowerCase().includes(f))
          select.append(el("option", {value: k}, o.label + (o.truth ? "  ✓ truth" : "")));
      });
      if (select.options.length) select.selectedIndex = 0;
    };
    filter.addEventListener("input", fill);
    fill();
    const go = el("button", {class: "primary", onclick: () => {
      if (select.value !== "") answer({choice: Number(select.value)});
    }}, "Choose");
    box.append(el("div", {class: "row"}, filter), select, el("div", {class: "row"}, go));
  }
  if (p.free_text) {
    // (Information that takes a text is the Savant's: the first of two statements of the
    // Storyteller's own; the second and which one is true are asked next.)
    const own = p.kind === "inform";
    const t = el("input", {type: "text", maxlength: p.free_text,
      placeholder: own ? "or state your own pair: the first statement" : "or write your own",
      style: own ? "min-width:24em" : null});
    box.append(el("div", {class: "row"}, t, el("button", {onclick: () => t.value.trim() && answer({text: t.value})}, "Send")));
  }
  return box;
}

function phaseText(s) {
  if (s.over) return "Game over";
  if (s.phase === "night") return `Night ${s.night}`;
  if (s.phase === "day") return `Day ${s.day}`;
  return "Setting up";
}

// The final Grimoire, shown on every page once the game is over.
function renderFinal(s) {
  const panel = document.getElementById("final-panel");
  panel.hidden = !s.final;
  if (!s.final) return;
  const box = document.getElementById("final");
  box.innerHTML = "";
  const f = s.final;
  add(box, el("div", {class: "winner " + f.winner}, `${f.winner === "good" ? "Good" : "Evil"} wins: ${f.reason}`),
    el("table", {class: "final"}, el("tr", {}, el("th", {}, "Seat"), el("th", {}, "Character"), el("th", {}, "Alignment"),
      el("th", {}, "Believed"), el("th", {}, "State")),
      ...f.seats.map(x => el("tr", {class: x.alignment},
        el("td", {}, `${x.index + 1}. ${x.name}`), el("td", {}, x.character_name), el("td", {}, x.alignment),
        el("td", {}, x.believed !== x.character || x.believed_alignment !== x.alignment
          ? `${x.believed_name} (${x.believed_alignment})` : "the same"),
        el("td", {}, [x.alive ? "alive" : "dead", x.drunk ? "drunk" : null, x.poisoned ? "poisoned" : null]
          .filter(Boolean).join(", "))))));
}
