// A real GTP client against moyogo: @sabaki/gtp drives the engine, @sabaki/go-board referees;
// lz-analyze and lz-genmove_analyze read as Sabaki reads them.
// Run: MOYOGO_BIN=build/moyogo node regression/sabaki/client_test.js  (exit 77: skipped)
'use strict'

const fs = require('fs')
const path = require('path')

let Controller, Board
try {
  ;({Controller} = require('@sabaki/gtp'))
  Board = require('@sabaki/go-board')
} catch (err) {
  console.log('SKIP: npm packages missing (run `npm ci` in regression/sabaki): ' + err.message)
  process.exit(77)
}
const test = require('node:test')
const assert = require('node:assert/strict')

const moyogoBin = process.env.MOYOGO_BIN || path.join(__dirname, '../../build/moyogo')
const gnugoBin = process.env.GNUGO_BIN || '/usr/games/gnugo'
const haveGnugo = fs.existsSync(gnugoBin)

function startMoyogo(seed, ...more) {
  const c = new Controller(moyogoBin, ['--mode', 'gtp', '--seed', String(seed), ...more])
  c.on('stderr', () => {}) // debug output is allowed on stderr
  c.start()
  return c
}

async function ask(engine, name, ...args) {
  const response = await engine.sendCommand({name, args: args.map(String)})
  assert.ok(!response.error, `${name} ${args.join(' ')} -> ? ${response.content}`)
  return response.content
}

const SIGN = {black: 1, white: -1}

/** Sorted vertex list of one color on the go-board, in GTP names. */
function stonesOf(board, sign) {
  const out = []
  for (let y = 0; y < board.height; y++)
    for (let x = 0; x < board.width; x++)
      if (board.get([x, y]) === sign) out.push(board.stringifyVertex([x, y]))
  return out.sort()
}

function listToSorted(text) {
  return text.split(/\s+/).filter(s => s.length > 0).map(s => s.toUpperCase()).sort()
}

/**
 * Plays a whole game: players[color] generates, every other engine in `all` is told the move.
 * Each move must be legal on the referee board (empty point, no suicide, no simple ko).
 */
async function playGame(size, players, all, maxMoves) {
  let board = Board.fromDimensions(size)
  let previous = null // position before the last move, for the ko test
  let passes = 0
  let color = 'black'
  let moves = 0
  while (passes < 2 && moves < maxMoves) {
    const answer = (await ask(players[color], 'genmove', color)).trim().toUpperCase()
    moves++
    assert.notEqual(answer, 'RESIGN', 'moyogo never resigns')
    if (answer === 'PASS') {
      passes++
    } else {
      passes = 0
      const v = board.parseVertex(answer)
      assert.ok(v[0] >= 0, `move ${moves}: ${answer} is not a vertex on ${size}x${size}`)
      assert.equal(board.get(v), 0, `move ${moves}: ${color} ${answer} is on a stone`)
      const analysis = board.analyzeMove(SIGN[color], v)
      assert.ok(!analysis.suicide, `move ${moves}: ${color} ${answer} is suicide`)
      const next = board.makeMove(SIGN[color], v)
      assert.ok(previous == null || next.diff(previous).length > 0,
        `move ${moves}: ${color} ${answer} retakes a ko at once`)
      previous = board
      board = next
    }
    for (const other of all)
      if (other !== players[color]) await ask(other, 'play', color, answer)
    color = color === 'black' ? 'white' : 'black'
  }
  return {board, moves, passes}
}

test('protocol basics over a real client', async () => {
  const moyogo = startMoyogo(1)
  try {
    assert.equal(await ask(moyogo, 'protocol_version'), '2')
    assert.equal(await ask(moyogo, 'name'), 'moyogo')
    const commands = (await ask(moyogo, 'list_commands')).split('\n')
    for (const name of ['boardsize', 'clear_board', 'komi', 'play', 'genmove', 'undo',
      'quit', 'known_command', 'list_commands', 'name', 'version', 'protocol_version'])
      assert.ok(commands.includes(name), `list_commands lacks ${name}`)
    const bad = await moyogo.sendCommand({name: 'no_such_command'})
    assert.ok(bad.error)
    assert.equal(bad.content, 'unknown command')
    const illegal = await moyogo.sendCommand({name: 'play', args: ['black', 'Z99']})
    assert.ok(illegal.error)
  } finally {
    await moyogo.stop()
  }
})

test('moyogo self-play on 9x9 to two passes, refereed by go-board', async () => {
  const moyogo = startMoyogo(7, '--playouts', '2000') // whole games at a test's cost
  try {
    await ask(moyogo, 'boardsize', 9)
    await ask(moyogo, 'clear_board')
    await ask(moyogo, 'komi', 5.5)
    const players = {black: moyogo, white: moyogo}
    const {board, moves, passes} = await playGame(9, players, [moyogo], 400)
    console.log(`# self-play: ${moves} moves, ${board.getCaptures(1)} + ${board.getCaptures(-1)} captures`)
    assert.equal(passes, 2, `no two passes after ${moves} moves`)
    assert.deepEqual(listToSorted(await ask(moyogo, 'list_stones', 'black')), stonesOf(board, 1))
    assert.deepEqual(listToSorted(await ask(moyogo, 'list_stones', 'white')), stonesOf(board, -1))
  } finally {
    await moyogo.stop()
  }
})

test('moyogo (black) against GNU Go 3.8 (white) on 9x9', {skip: !haveGnugo && 'no gnugo'},
  async () => {
    const moyogo = startMoyogo(3, '--playouts', '2000')
    const gnugo = new Controller(gnugoBin, ['--mode', 'gtp', '--level', '1'])
    gnugo.start()
    try {
      for (const e of [moyogo, gnugo]) {
        await ask(e, 'boardsize', 9)
        await ask(e, 'clear_board')
        await ask(e, 'komi', 5.5)
      }
      const players = {black: moyogo, white: gnugo}
      const {board, moves} = await playGame(9, players, [moyogo, gnugo], 300)
      console.log(`# against gnugo: ${moves} moves`)
      assert.ok(moves > 10)
      for (const [color, sign] of [['black', 1], ['white', -1]]) {
        const expected = stonesOf(board, sign)
        assert.deepEqual(listToSorted(await ask(moyogo, 'list_stones', color)), expected)
        assert.deepEqual(listToSorted(await ask(gnugo, 'list_stones', color)), expected)
      }
    } finally {
      await moyogo.stop()
      await gnugo.stop()
    }
  })

/**
 * One `info ...` line of lz-analyze read the way Sabaki reads it: split at each `info`,
 * the variation is the run of vertices at the end of a group, the words before it are
 * key/value pairs. Returns [{move, visits, winrate, scoreLead, prior, lcb, order, pv}].
 */
function readInfoLine(line) {
  return line.split(/\s*info\s+/).slice(1).map(group => {
    const pv = group.match(/(?:pass|[A-Za-z]\d+)(?:\s+(?:pass|[A-Za-z]\d+))*\s*$/)
    assert.ok(pv, `no variation in "${group}"`)
    const words = group.slice(0, pv.index).trim().split(/\s+/)
    assert.equal(words.pop(), 'pv', `"${group}" has no pv key before its variation`)
    const out = {pv: pv[0].trim().split(/\s+/)}
    for (let i = 0; i + 1 < words.length; i += 2) out[words[i]] = words[i + 1]
    return out
  })
}

const MIDDLE_GAME = [['black', 'E5'], ['white', 'C4'], ['black', 'D4'], ['white', 'D3'],
  ['black', 'E3'], ['white', 'C5'], ['black', 'D5'], ['white', 'E2']]

async function middleGame(engine) {
  await ask(engine, 'boardsize', 9)
  await ask(engine, 'clear_board')
  await ask(engine, 'komi', 5.5)
  let board = Board.fromDimensions(9)
  for (const [color, vertex] of MIDDLE_GAME) {
    await ask(engine, 'play', color, vertex)
    board = board.makeMove(SIGN[color], board.parseVertex(vertex))
  }
  return board
}

// Every group of every line names an empty point (or pass), counts its visits and win rate
// in range, ranks by `order` from 0 and starts its variation with its move.
function checkGroups(lines, board) {
  for (const groups of lines) {
    assert.ok(groups.length > 0)
    groups.forEach((g, i) => {
      assert.equal(Number(g.order), i)
      assert.equal(g.pv[0], g.move)
      assert.ok(Number(g.visits) >= 1, `visits ${g.visits}`)
      for (const key of ['winrate', 'prior', 'lcb']) {
        const x = Number(g[key])
        assert.ok(Number.isInteger(x) && x >= 0 && x <= 10000, `${key} ${g[key]}`)
      }
      assert.ok(Number.isFinite(Number(g.scoreLead)))
      if (g.move.toLowerCase() !== 'pass')
        assert.equal(board.get(board.parseVertex(g.move)), 0, `${g.move} is on a stone`)
    })
  }
}

const totalVisits = groups => groups.reduce((n, g) => n + Number(g.visits), 0)

// A subscriber that reads the info lines into `lines` and keeps what it could not read in
// `problems` (an exception inside @sabaki/gtp's line handler would leave the command open).
function infoReader(lines, problems) {
  return ({line}) => {
    if (!line.startsWith('info ')) return
    try {
      lines.push(readInfoLine(line))
    } catch (err) {
      problems.push(err.message)
    }
  }
}

async function waitUntil(done, seconds) {
  const end = Date.now() + seconds * 1000
  while (!done() && Date.now() < end) await new Promise(r => setTimeout(r, 20))
  return done()
}

test('lz-analyze as Sabaki reads it: info lines until the next command', async () => {
  const moyogo = startMoyogo(5, '--threads', '2')
  try {
    const board = await middleGame(moyogo)
    const lines = []
    const problems = []
    const analysis = moyogo.sendCommand({name: 'lz-analyze', args: ['B', '10']},
      infoReader(lines, problems))
    await waitUntil(() => lines.length + problems.length >= 3, 60)
    // Sabaki stops the analysis by sending any command; both answers arrive.
    const name = await ask(moyogo, 'name')
    const response = await analysis
    assert.ok(!response.error, response.content)
    assert.equal(name, 'moyogo')
    assert.deepEqual(problems, [])
    assert.ok(lines.length >= 3, `${lines.length} info lines in 60 s`)
    checkGroups(lines, board)
    assert.ok(totalVisits(lines[lines.length - 1]) > totalVisits(lines[0]),
      'the search grows between lines')
    // Nothing was played: the stones are those of the game.
    assert.deepEqual(listToSorted(await ask(moyogo, 'list_stones', 'black')), stonesOf(board, 1))
    assert.deepEqual(listToSorted(await ask(moyogo, 'list_stones', 'white')), stonesOf(board, -1))
  } finally {
    await moyogo.stop()
  }
})

test('lz-genmove_analyze: info lines, then the move played', async () => {
  const moyogo = startMoyogo(5, '--threads', '2', '--playouts', '3000')
  try {
    const board = await middleGame(moyogo)
    const lines = []
    const problems = []
    const response = await moyogo.sendCommand({name: 'lz-genmove_analyze', args: ['B', '1']},
      infoReader(lines, problems))
    assert.ok(!response.error, response.content)
    assert.deepEqual(problems, [])
    assert.ok(lines.length > 0, 'no info line')
    const play = response.content.trim().split('\n').pop().match(/^play ([A-Za-z]\d+|pass)$/i)
    assert.ok(play, `the answer ends "${response.content}"`)
    checkGroups(lines, board)
    if (play[1].toLowerCase() !== 'pass') {
      const v = board.parseVertex(play[1].toUpperCase())
      assert.equal(board.get(v), 0)
      const after = board.makeMove(1, v)
      assert.deepEqual(listToSorted(await ask(moyogo, 'list_stones', 'black')), stonesOf(after, 1))
    }
  } finally {
    await moyogo.stop()
  }
})
