# moyogo's own reading suite (GNU Go .tst format). Positions in games/reading/*.sgf;
# every expected answer was checked against GNU Go 3.8.

# A ladder without breaker works; the stone can also run first.
loadsgf games/reading/ladder.sgf
1 attack E5
#? [1 E4]
2 defend E5
#? [1 E4]
3 ladder_attack E5
#? [1 E4]

# A black stone on the ladder's path breaks it.
loadsgf games/reading/ladder_breaker.sgf
4 attack E5
#? [0]
5 ladder_attack E5
#? [0]

# Ladder along the first line.
loadsgf games/reading/edge_ladder.sgf
6 attack D1
#? [1 D2]
7 defend D1
#? [1 D2]

# Throw-in and snapback.
loadsgf games/reading/snapback.sgf
8 attack A2
#? [1 A1]
9 defend A2
#? [0]
10 attack C1
#? [1 A1]

# Capturing race of short strings.
loadsgf games/reading/race.sgf
11 attack C3
#? [1 C1]
12 defend C3
#? [0]
13 attack A3
#? [0]
14 defend A3
#? [1 C1]

# Ko: the attacker takes the ko first.
loadsgf games/reading/ko.sgf
15 attack C2
#? [2 D2]
16 attack D3
#? [0]

# Escaping from atari by capturing.
loadsgf games/reading/escape.sgf
17 defend D5
#? [1 D3]
18 attack D5
#? [1 D6]

# The net (geta) on a three-liberty string.
loadsgf games/reading/net.sgf
19 attack E6
#? [1 D4]
20 defend E6
#? [1 D5]

# trymove/popgo on the reading stack.
loadsgf games/reading/ladder.sgf
trymove black E4
21 attack E5
#? [0]
popgo
22 attack E5
#? [1 E4]
