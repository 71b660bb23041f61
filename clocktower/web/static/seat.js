// A player's page: built only from the snapshot the server sends for this seat.
"use strict";

const {game, token} = linkParts();
const $ = id => document.getElementById(id);
const setError = msg => { $("error").textContent = msg || ""; };
let state = null;
const live = new Live(game, token, s => { state = s; render(); }, setError, up => {
  $("conn").textContent = up ? "live" : "reconnecting";
  $("conn").className = "pill " + (up ? "live" : "down");
});

function render() {
  const s = state;
  setError("");
  $("who").textContent = s.name;
  $("clock").textContent = phaseText(s);
  const card = $("card");
  card.className = "card " + (s.alignment || "");
  card.innerHTML = "";
  add(card, 
    el("div", {class: "small muted"}, "You are"),
    el("div", {class: "me", id: "my-character"}, s.character_name || "(not yet dealt)"),
    s.alignment ? el("div", {class: "small"}, `Alignment: ${s.alignment}`) : null,
    el("div", {class: "ability"}, s.ability || ""),
    el("div", {class: "small", style: "margin-top:8px"}, s.alive ? "Alive" : `Dead · ${s.ghost_vote ? "you still have your ghost vote" : "ghost vote used"}`),
    s.bot ? el("div", {class: "small muted"}, "This seat is played by a bot.") : null);

  const prompt = $("prompt");
  prompt.innerHTML = "";
  prompt.hidden = !s.pending;
  if (s.pending) {
    const p = s.pending;
    const heading = {choose_players: "Your ability", choose_character: "Your ability", statement: "Speak to the town",
      nominate: "Nominations", vote: s.cult ? "The cult" : "Vote", day_ability: "Your ability",
      text: "Write"}[p.kind] || "Your turn";
    add(prompt, el("h2", {}, heading), el("div", {class: "q"}, p.prompt),
      p.passed ? el("div", {class: "small muted"}, "You passed for now; you may still nominate.") : null,
      decisionForm(p, payload => live.send({type: "answer", i: p.i, ...payload})));
  }
  $("waiting").textContent = s.over ? `The game is over: ${s.winner} wins.` : (s.waiting || "");
  renderFinal(s);

  $("vote").hidden = true;  // (the vote clock shows the tally and the hands: table.js)
  renderVoteClock($("clock-panel"), s.players, s.vote, s.seat);
  renderNominations($("noms-panel"), s.nominations);
  renderFabled($("fabled-panel"), s.fabled);
  const cult = $("cult");
  cult.hidden = !s.cult;
  cult.innerHTML = "";
  if (s.cult) {
    add(cult, el("h2", {}, "The cult"), el("div", {}, `${s.cult.leader || "A Cult Leader"} formed a cult.`),
      el("div", {}, `Now asked: ${s.cult.asked}.`),
      el("div", {class: "small muted"}, "Joined so far: " + (s.cult.joined.join(", ") || "none") +
        " · declined: " + (s.cult.declined.join(", ") || "none")));
  }

  const learned = $("learned");
  learned.innerHTML = "";
  const mine = s.log.filter(e => !e.public);
  if (!mine.length) learned.append(el("div", {class: "muted"}, "Nothing yet."));
  mine.forEach(e => learned.append(el("div", {}, el("span", {class: "small muted"}, when(e.time) + " · "), e.text)));

  const players = $("players");
  players.innerHTML = "";
  s.players.forEach(p => players.append(el("div", {class: (p.alive ? "" : "dead") + (p.index === s.seat ? " you" : "")},
    `${p.index + 1}. ${p.name}`, !p.alive ? el("span", {class: "small"}, p.ghost_vote ? " 👻" : "") : null)));

  const log = $("log");
  const atBottom = log.scrollTop + log.clientHeight >= log.scrollHeight - 20;
  log.innerHTML = "";
  s.log.filter(e => e.public).forEach(e => log.append(
    e.kind === "phase" ? el("div", {class: "phaseline"}, e.text) : el("div", {}, e.text)));
  if (atBottom) log.scrollTop = log.scrollHeight;
}

// The script sheet (the same all game): fetched once.
fetchSheet(game, token).then(sheet => { if (sheet) renderSheet($("sheet"), sheet); });
setupNotes($("notes-panel"), game, token);
