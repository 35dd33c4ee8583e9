// moyogo's SGF analysis files read by the Sabaki project's SGF parser (@sabaki/sgf):
// `--analyze all` on a real 19x19 game carries the markup, and its TB/TW equal GTP
// `moyo_map territory` at the same position; `--analyze-game` annotates every move.
// Run: MOYOGO_BIN=build/moyogo node regression/sabaki/analysis_test.js  (exit 77: skipped)
'use strict'

const fs = require('fs')
const os = require('os')
const path = require('path')
const {spawnSync} = require('child_process')

let sgf
try {
  sgf = require('@sabaki/sgf')
} catch (err) {
  console.log('SKIP: npm packages missing (run `npm ci` in regression/sabaki): ' + err.message)
  process.exit(77)
}
const test = require('node:test')
const assert = require('node:assert/strict')

const moyogoBin = process.env.MOYOGO_BIN || path.join(__dirname, '../../build/moyogo')
const gamesDir = path.join(__dirname, '../../../shared/peer-regression/games')
const game19 = path.join(gamesDir, 'arion.sgf') // a real 19x19 game, 217 moves
const game9 = path.join(gamesDir, '9x9-1.sgf') // a real 9x9 game, 53 moves
if (!fs.existsSync(game19) || !fs.existsSync(game9)) {
  console.log('SKIP: peer-regression games missing: ' + gamesDir)
  process.exit(77)
}

function moyogo(args, input) {
  const r = spawnSync(moyogoBin, args, {input: input || '', encoding: 'utf8'})
  assert.equal(r.status, 0, `moyogo ${args.join(' ')}: ${r.stderr}`)
  return r
}

function mainLine(root) {
  const nodes = []
  for (let n = root; n; n = n.children[0]) nodes.push(n)
  return nodes
}

function withTempDir(body) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'moyogo-analysis-'))
  try {
    return body(dir)
  } finally {
    fs.rmSync(dir, {recursive: true, force: true})
  }
}

/** SGF point values ("dd") of b/w tokens of a GTP board answer (top row first). */
function mapPoints(answer, token) {
  const rows = answer.replace(/^= /, '').trim().split('\n')
  const out = []
  rows.forEach((row, y) =>
    row.trim().split(/\s+/).forEach((t, x) => {
      if (t === token) out.push(String.fromCharCode(97 + x) + String.fromCharCode(97 + y))
    })
  )
  return out.sort()
}

test('--analyze all on a real game: parsed by @sabaki/sgf, TB/TW = moyo_map territory', () =>
  withTempDir(dir => {
    const out = path.join(dir, 'analysis.sgf')
    moyogo(['-l', game19, '-L', '120', '--analyze', 'all', '-o', out])
    const roots = sgf.parse(fs.readFileSync(out, 'utf8'))
    assert.equal(roots.length, 1)
    const line = mainLine(roots[0])
    const moves = line.filter(n => n.data.B || n.data.W).length
    assert.equal(moves, 119)
    const last = line.find(n => n.data.TB && n.data.C && n.data.C[0].includes('moyogo analysis'))
    assert.ok(last, 'a node with the analysis markup')
    for (const id of ['TB', 'TW', 'LB', 'C']) assert.ok(last.data[id], `${id} present`)
    const marks = ['CR', 'TR', 'SQ', 'MA'].reduce((sum, id) => sum + (last.data[id] || []).length, 0)
    assert.ok(marks > 50, `dragon status marks on the stones (${marks})`)
    assert.ok(last.data.LB.every(l => /^[a-s]{2}:\S+$/.test(l)), 'LB values are point:text')
    assert.match(last.data.C[0], /recommended: [A-T]\d+/)
    assert.match(last.data.C[0], /score estimate/)
    // The extra maps (moyo, area) hang below the position, each on its own node.
    assert.equal(last.children.length, 2)
    assert.match(last.children[0].data.C[0], /moyo \(5\/10\)/)

    const gtp = moyogo(['--mode', 'gtp'], `loadsgf ${game19} 120\nmoyo_map territory\nquit\n`)
    const answer = gtp.stdout.split('\n\n')[1]
    assert.deepEqual([...last.data.TB].sort(), mapPoints(answer, 'b'))
    assert.deepEqual([...last.data.TW].sort(), mapPoints(answer, 'w'))
  })
)

test('--analyze-game: a node per move with the score, preferred moves as variations', () =>
  withTempDir(dir => {
    const out = path.join(dir, 'game.sgf')
    const plot = path.join(dir, 'score.svg')
    const r = moyogo(['-l', game9, '--analyze-game', '-o', out, '--score-plot', plot])
    // stderr is a pipe here: plain progress lines, no redrawn bar
    assert.equal(r.stderr, 'analyze-game: move 25 of 53\nanalyze-game: move 50 of 53\nanalyze-game: move 53 of 53\n')
    const line = mainLine(sgf.parse(fs.readFileSync(out, 'utf8'))[0])
    const moveNodes = line.filter(n => n.data.B || n.data.W)
    assert.equal(moveNodes.length, 53)
    for (const n of moveNodes) assert.match(n.data.C[0], /score estimate (0|[BW]\+\d+(\.\d)?) after move \d+/)
    assert.match(line[line.length - 1].data.C[0], /score estimate W\+10\.8 after move 53/)
    const variations = line.filter(n => n.children.length > 1)
    assert.ok(variations.length > 0, 'preferred moves as variations')
    for (const n of variations) {
      const v = n.children[1]
      assert.ok(v.data.B || v.data.W, 'a variation is a move')
      assert.match(v.data.C[0], /moyogo prefers/)
    }
    const svg = fs.readFileSync(plot, 'utf8')
    assert.ok(svg.startsWith('<svg '))
    assert.equal((svg.match(/<rect /g) || []).length >= 40, true)
  })
)
