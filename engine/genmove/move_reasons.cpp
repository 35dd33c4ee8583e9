#include "engine/genmove/move_reasons.h"

namespace engine {

char generatorLetter(Generator g) {
  switch (g) {
    case Generator::Fuseki:
      return 'F';
    case Generator::Semeai:
      return 'S';
    case Generator::Shapes:
      return 'P';
    case Generator::Attacker:
      return 'A';
    case Generator::Defender:
      return 'D';
    case Generator::EyeFinder:
      return 'E';
    case Generator::OwlAttack:
      return 'a';
    case Generator::OwlDefense:
      return 'd';
    case Generator::ReviseSemeai:
      return 'p';
    case Generator::FillLiberty:
      return 'L';
    case Generator::BigMove:
      return 'B';
    case Generator::Cleanup:
      return 'C';
    case Generator::Pass:
      return '-';
    case Generator::Territory:
      return 'T';
    case Generator::Playouts:
      return 'M';
    case Generator::Valuation:
      return 'V';
    case Generator::Weighted:
      return 'W';
    default:
      return '?';
  }
}

const char* generatorName(Generator g) {
  switch (g) {
    case Generator::Fuseki:
      return "fuseki";
    case Generator::Semeai:
      return "semeai";
    case Generator::Shapes:
      return "shapes";
    case Generator::Attacker:
      return "attacker";
    case Generator::Defender:
      return "defender";
    case Generator::EyeFinder:
      return "eye_finder";
    case Generator::OwlAttack:
      return "owl_attack";
    case Generator::OwlDefense:
      return "owl_defense";
    case Generator::ReviseSemeai:
      return "revise_semeai";
    case Generator::FillLiberty:
      return "fill_liberty";
    case Generator::BigMove:
      return "big_move";
    case Generator::Cleanup:
      return "cleanup";
    case Generator::Pass:
      return "pass";
    case Generator::Territory:
      return "territory";
    case Generator::Playouts:
      return "playouts";
    case Generator::Valuation:
      return "valuation";
    case Generator::Weighted:
      return "weighted";
    default:
      return "none";
  }
}

}  // namespace engine
