// SGF FF[4] text: a lenient tree parser with exact error positions, and a small writer.
#pragma once

#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace iface {

/// A malformed SGF text. what() is "line:column: message" (1-based); a loader that knows the
/// file name prefixes it: "file:line:column: message".
class SgfError : public std::runtime_error {
 public:
  SgfError(int line, int column, const std::string& message);
  int line() const { return m_line; }
  int column() const { return m_column; }
  /// The message without the position.
  const std::string& message() const { return m_message; }

 private:
  int m_line;
  int m_column;
  std::string m_message;
};

/// One property: identifier (upper-case letters as written, e.g. "AB") and its raw values,
/// unescaped ('\' removed, escaped newlines dropped). Position of the identifier kept.
struct SgfProperty {
  std::string id;
  std::vector<std::string> values;
  int line = 0;
  int column = 0;
};

/// One node with its properties in file order and its variations (children[0] is the main line).
struct SgfNode {
  std::vector<SgfProperty> properties;
  std::vector<std::unique_ptr<SgfNode>> children;
  int line = 0;
  int column = 0;

  SgfNode() = default;
  SgfNode(const SgfNode&) = delete;
  SgfNode& operator=(const SgfNode&) = delete;
  /// Frees long main lines iteratively (no recursion depth limit).
  ~SgfNode();

  /// First property with this id, or nullptr.
  const SgfProperty* find(std::string_view id) const;
  /// First value of the first property with this id, or nullptr.
  const std::string* value(std::string_view id) const;
};

/// Parses the first game tree of an SGF collection. Text before the first '(' is ignored,
/// as is anything after the first tree; missing closing parentheses at the end of the text
/// are tolerated (GNU Go loads such files). Throws SgfError on malformed input.
std::unique_ptr<SgfNode> parseSgf(std::string_view text);

/// Escapes ']' and '\' for a property value.
std::string sgfEscape(std::string_view value);
/// Writes a tree (main line and variations) back as SGF text, one node per line.
std::string writeSgfTree(const SgfNode& root);

}  // namespace iface
