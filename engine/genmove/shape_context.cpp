#include "engine/genmove/shape_context.h"

#include <algorithm>

namespace engine {

using core::Color;
using core::Point;
using patterns::Predicate;
using patterns::StoneStatus;

int libertiesAfterMove(board::Board& b, Point p, Color c) {
  board::ScopedMove mv(b, p, c);
  return mv ? b.libertyCount(p) : 0;
}

dragon::Status ShapeContext::dragonStatus(Point p) const {
  const dragon::DragonData& d = m_g.analysis.dragon(p);
  if (d.status == dragon::Status::Dead &&
      std::find(m_revived.begin(), m_revived.end(), d.origin) != m_revived.end())
    return dragon::Status::Unknown;
  return d.status;
}

StoneStatus ShapeContext::status(const board::Board&, Point p) {
  switch (dragonStatus(p)) {
    case dragon::Status::Alive:
      return StoneStatus::Alive;
    case dragon::Status::Dead:
      return StoneStatus::Dead;
    case dragon::Status::Critical:
      return StoneStatus::Critical;
    default:
      return StoneStatus::Unknown;
  }
}

int ShapeContext::liberties(Point p, Color c) const {
  return libertiesAfterMove(m_g.board, p, c);
}

// xplay_attack(a, b, ..., z) and friends: the listed moves alternately (an illegal move is
// a pass), then can the string at z be captured (attack) or saved (defend)?
int ShapeContext::playThenRead(const patterns::PredicateCall& call, bool xFirst, bool attack) {
  board::Board& b = m_g.board;
  Color mover = xFirst ? core::opponent(call.own) : call.own;
  int opened = 0;
  for (int i = 0; i + 1 < call.argc; ++i) {
    const Point m = call.args[i];
    if (b.at(m) == Color::Empty && b.tryMove(m, mover)) ++opened;
    mover = core::opponent(mover);
  }
  const Point z = call.args[call.argc - 1];
  int result;
  if (!core::isStone(b.at(z))) {
    result = attack ? 1 : 0;  // captured already
  } else if (attack) {
    result = m_reader.attack(z).code != worm::kLose ? 1 : 0;
  } else {
    const worm::ReadResult a = m_reader.attack(z);
    result = a.code == worm::kLose || m_reader.findDefense(z).code != worm::kLose ? 1 : 0;
  }
  while (opened-- > 0) b.popMove();
  return result;
}

// After `mover` plays `move`, the opponent can no longer play `target` safely (an empty
// target), or can no longer capture it (a stone of mover's color).
int ShapeContext::defendAgainst(Point move, Color mover, Point target) {
  board::Board& b = m_g.board;
  board::ScopedMove mv(b, move, mover);
  if (!mv) return 0;
  if (b.at(target) == Color::Empty)
    return m_reader.safeMove(target, core::opponent(mover)) == worm::kLose ? 1 : 0;
  if (b.at(target) == mover) return m_reader.attack(target).code == worm::kLose ? 1 : 0;
  return 0;
}

// A string in seki: it shares liberties with adjacent enemy strings and neither side can
// fill a shared liberty without being captured.
int ShapeContext::sekiHelper(Point str) {
  board::Board& b = m_g.board;
  if (!core::isStone(b.at(str))) return 0;
  const Color c = b.at(str);
  std::vector<Point> libs, enemies;
  b.liberties(str, libs);
  b.adjacentStrings(str, enemies);
  int shared = 0;
  for (Point lib : libs) {
    const bool touchesEnemy =
        std::any_of(enemies.begin(), enemies.end(), [&](Point e) { return b.isLiberty(lib, e); });
    if (!touchesEnemy) continue;
    if (m_g.safety.safe(lib, c) || m_g.safety.safe(lib, core::opponent(c))) return 0;
    ++shared;
  }
  return shared > 0 ? 1 : 0;
}

std::optional<int> ShapeContext::evaluate(const board::Board& board,
                                          const patterns::PredicateCall& call) {
  const Point a = call.args[0];
  const Color own = call.own, opp = core::opponent(own);
  const PositionAnalysis& an = m_g.analysis;
  const bool stone = core::isStone(board.at(a));
  moyo::Moyo& m = an.moyo();
  switch (call.predicate) {
    case Predicate::Lib2:
      return stone ? an.worm(a).liberties2 : 0;
    case Predicate::Lib3:
      return stone ? an.worm(a).liberties3 : 0;
    case Predicate::Lib4:
      return stone ? an.worm(a).liberties4 : 0;
    case Predicate::XLib:
      return board.at(a) == Color::Empty ? liberties(a, opp) : 0;
    case Predicate::OLib:
      return board.at(a) == Color::Empty ? liberties(a, own) : 0;
    case Predicate::Alive:
      return stone && dragonStatus(a) == dragon::Status::Alive;
    case Predicate::Dead:
      return stone && dragonStatus(a) == dragon::Status::Dead;
    case Predicate::Critical:
      return stone && dragonStatus(a) == dragon::Status::Critical;
    case Predicate::Unknown:
      return stone && dragonStatus(a) == dragon::Status::Unknown;
    case Predicate::Genus:
      return stone ? an.dragon(a).genus : 0;
    case Predicate::Cutstone:
      return stone ? an.worm(a).cutstone : 0;
    case Predicate::Weak:
      return stone && an.dragon(a).safety == dragon::Status::Critical;
    case Predicate::Attack:
      return stone && an.worm(a).attackCode != worm::kLose;
    case Predicate::Defend:
      return stone && an.worm(a).defenseCode != worm::kLose;
    case Predicate::SafeXMove:
      return board.at(a) == Color::Empty && m_g.safety.safe(a, opp);
    case Predicate::SafeOMove:
      return board.at(a) == Color::Empty && m_g.safety.safe(a, own);
    case Predicate::XDefendAgainst:
      return defendAgainst(a, opp, call.args[1]);
    case Predicate::ODefendAgainst:
      return defendAgainst(a, own, call.args[1]);
    case Predicate::DoesAttack:
      return core::isStone(board.at(call.args[1])) &&
             m_reader.doesAttack(a, call.args[1]) != worm::kLose;
    case Predicate::DoesDefend:
      return core::isStone(board.at(call.args[1])) &&
             m_reader.doesDefend(a, call.args[1]) != worm::kLose;
    case Predicate::XPlayAttack:
      return playThenRead(call, true, true);
    case Predicate::OPlayAttack:
      return playThenRead(call, false, true);
    case Predicate::XPlayDefend:
      return playThenRead(call, true, false);
    case Predicate::OPlayDefend:
      return playThenRead(call, false, false);
    case Predicate::XMoyo:
      return m.moyoColor(a) == opp;
    case Predicate::OMoyo:
      return m.moyoColor(a) == own;
    case Predicate::XArea:
      return m.areaColor(a) == opp;
    case Predicate::OArea:
      return m.areaColor(a) == own;
    case Predicate::XTerri:
      return m.terriColor(a) == opp;
    case Predicate::OTerri:
      return m.terriColor(a) == own;
    case Predicate::DiffMoyo:
      return board.at(a) == Color::Empty ? m.diffMoyo(a, own) : 0;
    case Predicate::AreaStone:
      return m.areaStone(a);
    case Predicate::AreaSpace:
      return m.areaSpace(a);
    case Predicate::XCut:
      return an.dragons().cutPoint(opp, a);
    case Predicate::OCut:
      return an.dragons().cutPoint(own, a);
    case Predicate::Eye:
      return an.dragons().eyeSpace(own, a) != nullptr;
    case Predicate::ProperEye:
      return an.dragons().eyeSpace(own, a) != nullptr && !an.dragons().marginal(own, a);
    case Predicate::MarginalEye:
      return an.dragons().eyeSpace(own, a) != nullptr && an.dragons().marginal(own, a);
    case Predicate::SekiHelper:
      return sekiHelper(a);
    default:  // lib, ko, legal_xmove, legal_omove: the board answers exactly
      return m_boardOnly.evaluate(board, call);
  }
}

}  // namespace engine
