// The patterns.db context answers predicates from the analysis and the tactical reader.
#include "engine/genmove/shape_context.h"

#include <gtest/gtest.h>

#include "engine/genmove/tests/gen_test_util.h"

namespace engine {
namespace {

using core::Color;
using patterns::Predicate;
using testing::at;
using testing::engineWith;

class ShapeContextTest : public ::testing::Test {
 protected:
  void load(const char* diagram, Color own) {
    m_engine = engineWith(diagram, own);
    m_session = std::make_unique<GenSession>(*m_engine, own);
    m_ctx = std::make_unique<ShapeContext>(m_session->context());
    m_own = own;
  }
  int eval(Predicate p, std::initializer_list<const char*> args) {
    patterns::PredicateCall call{p, m_own, static_cast<int>(args.size()), {}};
    int i = 0;
    for (const char* a : args) call.args[static_cast<size_t>(i++)] = at(*m_engine, a);
    const auto r = m_ctx->evaluate(m_engine->game().board(), call);
    EXPECT_TRUE(r.has_value());
    return r.value_or(-99);
  }
  std::unique_ptr<Engine> m_engine;
  std::unique_ptr<GenSession> m_session;
  std::unique_ptr<ShapeContext> m_ctx;
  Color m_own = Color::Black;
};

// White D4 in atari with an escape at E4 (Black is O in these calls).
constexpr const char* kAtari = R"(
    . . . . . . .
    . . . . . . .
    . . . X . . .
    . . X O . . .
    . . . X . . .
    . . . . . . .
    . . . . . . .)";

TEST_F(ShapeContextTest, TacticalPredicatesUseTheReader) {
  load(kAtari, Color::Black);
  EXPECT_EQ(eval(Predicate::Attack, {"D4"}), 1);
  EXPECT_EQ(eval(Predicate::Defend, {"D4"}), 1);
  EXPECT_EQ(eval(Predicate::Attack, {"D5"}), 0);
  EXPECT_EQ(eval(Predicate::DoesAttack, {"E4", "D4"}), 1);
  EXPECT_EQ(eval(Predicate::DoesAttack, {"A1", "D4"}), 0);
  EXPECT_EQ(eval(Predicate::DoesDefend, {"E4", "D4"}), 1);
  // White (X here) at E4, then can Black capture D4? No: it escaped.
  EXPECT_EQ(eval(Predicate::XPlayAttack, {"E4", "D4"}), 0);
  EXPECT_EQ(eval(Predicate::OPlayAttack, {"E4", "D4"}), 1);  // captured already
  EXPECT_EQ(eval(Predicate::SafeOMove, {"E4"}), 1);
  EXPECT_EQ(eval(Predicate::SafeXMove, {"E4"}), 1);
  EXPECT_EQ(eval(Predicate::OLib, {"E4"}), 4);  // captures D4
  EXPECT_EQ(eval(Predicate::XLib, {"E4"}), 3);
  EXPECT_EQ(eval(Predicate::Lib, {"D4"}), 1);
  EXPECT_EQ(eval(Predicate::Lib2, {"D4"}),
            m_session->context().analysis.worm(at(*m_engine, "D4")).liberties2);
}

// A white stone dropped into Black's corner cannot live: safe_xmove there is false, the
// point is Black's territory and area.
TEST_F(ShapeContextTest, MoyoAndSafety) {
  load(R"(
    . . . . . . . . .
    . . . . . . . . .
    . . X . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . O . .
    . . . . . . . . .
    . . . . . . . . .)",
       Color::Black);
  EXPECT_EQ(eval(Predicate::OMoyo, {"C7"}), 1);
  EXPECT_EQ(eval(Predicate::XMoyo, {"G3"}), 1);
  EXPECT_EQ(eval(Predicate::OArea, {"C8"}), 1);
  EXPECT_EQ(eval(Predicate::XArea, {"C8"}), 0);
  EXPECT_EQ(eval(Predicate::AreaStone, {"C7"}), 1);
  EXPECT_EQ(eval(Predicate::Alive, {"C7"}) + eval(Predicate::Unknown, {"C7"}) +
                eval(Predicate::Critical, {"C7"}) + eval(Predicate::Dead, {"C7"}),
            1);
}

TEST_F(ShapeContextTest, EyesAndSeki) {
  // White's ring with an eye at B3.
  load(R"(
    . . . . .
    O O O . .
    O . O . .
    O O O . .
    . . . . .)",
       Color::White);
  EXPECT_EQ(eval(Predicate::Eye, {"B3"}), 1);
  EXPECT_EQ(eval(Predicate::ProperEye, {"B3"}) + eval(Predicate::MarginalEye, {"B3"}), 1);
  EXPECT_EQ(eval(Predicate::Eye, {"A2"}), 0);  // a stone
  EXPECT_EQ(eval(Predicate::Genus, {"A2"}),
            m_session->context().analysis.dragon(at(*m_engine, "A2")).genus);
  EXPECT_EQ(eval(Predicate::SekiHelper, {"A2"}), 0);
  EXPECT_EQ(eval(Predicate::Ko, {"B3"}), 0);
}

}  // namespace
}  // namespace engine
