// SVG pictures of the engine's judgement: the board with an overlay (territory, moyo or area
// colors, a delta_terri / delta_moyo heatmap, dragon statuses, the score estimate's owner
// shares) and a plot of the estimated score move by move. Plain SVG 1.1, no scripts, no external resources.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "engine/genmove/engine.h"

namespace iface {

/// What the board picture shows on top of the stones.
enum class SvgOverlay { Territory, Moyo, Area, DeltaTerri, DeltaMoyo, Dragons, Estimate };

/// "territory", "moyo", "area", "delta_terri", "delta_moyo", "dragons", "estimate".
std::optional<SvgOverlay> parseSvgOverlay(const std::string& name);
const char* svgOverlayName(SvgOverlay kind);
/// The names joined by '|' (usage and error messages).
std::string svgOverlayNames();

/// Colors of the pictures (#rrggbb), fixed so tests and readers can rely on them.
namespace svgcolor {
inline constexpr const char* kBoard = "#dcb35c";
inline constexpr const char* kBlackStone = "#101010";
inline constexpr const char* kWhiteStone = "#f8f8f8";
/// Territory / moyo / area of Black and White: full squares, moyo and area lighter.
inline constexpr const char* kBlackTerritory = "#1c2f8c";  // dark blue
inline constexpr const char* kWhiteTerritory = "#f2f2f2";
inline constexpr const char* kBlackMoyo = "#5a6fd0";
inline constexpr const char* kWhiteMoyo = "#fbe9c4";
inline constexpr const char* kBlackArea = "#9aa8e6";
inline constexpr const char* kWhiteArea = "#f4dca8";
/// Heatmap: the largest value has this color at full strength.
inline constexpr const char* kHeat = "#e0301e";
/// Dragon statuses (GNU Go's -T colors).
inline constexpr const char* kAlive = "#2ca02c";
inline constexpr const char* kDead = "#17becf";
inline constexpr const char* kCritical = "#d62728";
inline constexpr const char* kUnknown = "#ffd700";
/// Score plot.
inline constexpr const char* kPlotBackground = "#ffffff";
inline constexpr const char* kBlackLead = "#202020";
inline constexpr const char* kWhiteLead = "#b4b4b4";
}  // namespace svgcolor

/// Pixel layout of a board picture: the intersection (x, y) (x from the left, y from the top)
/// is at (margin + x*cell, margin + y*cell); the picture is `width` square.
struct SvgLayout {
  int cell = 32;
  int margin = 32;
  int width = 0;
};
SvgLayout svgLayout(int boardSize);

/// The board of the engine's current position with an overlay, for the side to move.
std::string boardSvg(engine::Engine& engine, SvgOverlay kind);

/// A bar plot of the estimated score after each move (positive: Black leads), with the move
/// numbers on the x axis. `scores[i]` is the estimate after move i (index 0: the start).
std::string scorePlotSvg(const std::vector<double>& scores, const std::string& title);
/// Layout of the score plot: bar i spans x in [left + i*bar, left + (i+1)*bar), the zero
/// line is at y = zeroY, `scale` pixels per point.
struct PlotLayout {
  double left = 0, bar = 0, zeroY = 0, scale = 0;
  int width = 0, height = 0;
};
PlotLayout scorePlotLayout(const std::vector<double>& scores);

}  // namespace iface
