// Worm module glue for the interface: a reading session on the engine's game board, the
// worm_data text, the -w worm listing and --decidestring.
#pragma once

#include <optional>
#include <string>

#include "engine/genmove/engine.h"
#include "engine/worm/reader.h"
#include "engine/worm/tracer.h"
#include "engine/worm/worm_analysis.h"

namespace iface {

/// The reading limits of the engine's options (-D -B -F -K).
worm::ReadingLimits readingLimits(const engine::EngineOptions& o);

/// A Reader on the engine's game board with the engine's cache and limits; adds its nodes
/// to the engine's reading node counter when it goes out of scope.
class WormSession {
 public:
  explicit WormSession(engine::Engine& e, worm::Tracer* tracer = nullptr);
  ~WormSession();
  WormSession(const WormSession&) = delete;
  WormSession& operator=(const WormSession&) = delete;
  worm::Reader& reader() { return m_reader; }
  board::Board& board() { return m_board; }
  /// The worm analysis of the current position (computed once per position).
  const worm::WormAnalysis& worms();

 private:
  engine::Engine& m_engine;
  board::Board& m_board;
  worm::ReadingLimits m_limits;
  worm::Tracer* m_tracer;
  worm::Reader m_reader;
};

/// GNU Go 3.8's worm_data block for the worm through p ("F1:" then one field per line).
std::string wormDataText(const board::Board& b, const worm::WormAnalysis& worms, core::Point p);
/// The -w listing: one line per worm with every field (2.6's fields, ko and value included).
std::string wormListing(engine::Engine& e);
/// --decidestring: attack and defense of the string at p, with the reading trace when
/// traceLevel > 0. Returns the text, or an error message when p holds no stone.
std::string decideString(engine::Engine& e, core::Point p, int traceLevel);

}  // namespace iface
