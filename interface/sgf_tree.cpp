#include "interface/sgf_tree.h"

#include <cstdio>

namespace iface {

SgfError::SgfError(int line, int column, const std::string& message)
    : std::runtime_error(std::to_string(line) + ":" + std::to_string(column) + ": " + message),
      m_line(line),
      m_column(column),
      m_message(message) {}

const SgfProperty* SgfNode::find(std::string_view id) const {
  for (const SgfProperty& p : properties)
    if (p.id == id) return &p;
  return nullptr;
}

const std::string* SgfNode::value(std::string_view id) const {
  const SgfProperty* p = find(id);
  return p != nullptr && !p->values.empty() ? &p->values.front() : nullptr;
}

SgfNode::~SgfNode() {
  // Long games make deep child chains: free them with a loop, not recursion.
  std::vector<std::unique_ptr<SgfNode>> pending = std::move(children);
  while (!pending.empty()) {
    std::unique_ptr<SgfNode> node = std::move(pending.back());
    pending.pop_back();
    for (auto& child : node->children) pending.push_back(std::move(child));
    node->children.clear();
  }
}

namespace {

bool isUpper(char ch) { return ch >= 'A' && ch <= 'Z'; }
bool isLower(char ch) { return ch >= 'a' && ch <= 'z'; }
bool isWhite(char ch) { return ch == ' ' || ch == '\t' || ch == '\n' || ch == '\r' || ch == '\f' || ch == '\v'; }

std::string describe(char ch) {
  const auto u = static_cast<unsigned char>(ch);
  if (u >= 33 && u < 127) return std::string("'") + ch + "'";
  char buf[16];
  std::snprintf(buf, sizeof buf, "byte 0x%02x", u);
  return buf;
}

// A single pass over the text with an explicit stack of open game trees, so deeply nested
// variations cannot overflow the call stack.
class Parser {
 public:
  explicit Parser(std::string_view text) : m_text(text) {}

  std::unique_ptr<SgfNode> parse() {
    while (m_pos < m_text.size() && m_text[m_pos] != '(') advance();
    if (m_pos >= m_text.size()) fail("no game tree: '(' not found");
    while (true) {
      skipWhite();
      // Like GNU Go, a file cut after a complete node still loads: the open trees close.
      if (m_pos >= m_text.size()) {
        if (m_root == nullptr || m_stack.back().nodes == 0) fail("missing ')' at end of file");
        return std::move(m_root);
      }
      const char ch = m_text[m_pos];
      if (ch == '(') {
        openTree();
      } else if (ch == ')') {
        if (closeTree()) return std::move(m_root);
      } else if (ch == ';') {
        newNode();
      } else if (isUpper(ch) || isLower(ch)) {
        property();
      } else {
        fail("unexpected character " + describe(ch));
      }
    }
  }

 private:
  struct OpenTree {
    SgfNode* attach;  // node the variation hangs from (nullptr for the root tree)
    int nodes;        // nodes and subtrees seen inside
    int line, column;
  };

  [[noreturn]] void fail(const std::string& message) const { throw SgfError(m_line, m_column, message); }
  [[noreturn]] void failAt(int line, int column, const std::string& message) const {
    throw SgfError(line, column, message);
  }

  void advance() {
    if (m_text[m_pos] == '\n') {
      ++m_line;
      m_column = 1;
    } else {
      ++m_column;
    }
    ++m_pos;
  }

  void skipWhite() {
    while (m_pos < m_text.size() && isWhite(m_text[m_pos])) advance();
  }

  void openTree() {
    if (!m_stack.empty()) ++m_stack.back().nodes;
    if (m_stack.size() > 100000) fail("variations nested too deeply (more than 100000 levels)");
    m_stack.push_back({m_current, 0, m_line, m_column});
    m_inNode = false;
    advance();
  }

  // Returns true when the outermost tree is closed.
  bool closeTree() {
    if (m_stack.back().nodes == 0) fail("empty game tree: expected ';' before ')'");
    m_current = m_stack.back().attach;
    m_stack.pop_back();
    m_inNode = false;
    advance();
    return m_stack.empty();
  }

  void newNode() {
    auto node = std::make_unique<SgfNode>();
    node->line = m_line;
    node->column = m_column;
    SgfNode* raw = node.get();
    if (m_current == nullptr) {
      if (m_root != nullptr) fail("a second root node");
      m_root = std::move(node);
    } else {
      m_current->children.push_back(std::move(node));
    }
    m_current = raw;
    ++m_stack.back().nodes;
    m_inNode = true;
    advance();
  }

  void property() {
    if (!m_inNode) fail("property outside a node: expected ';'");
    SgfProperty prop;
    prop.line = m_line;
    prop.column = m_column;
    // FF[3] allowed lower-case letters in identifiers ("AddBlack"); only capitals count.
    while (m_pos < m_text.size() && (isUpper(m_text[m_pos]) || isLower(m_text[m_pos]))) {
      if (isUpper(m_text[m_pos])) prop.id += m_text[m_pos];
      advance();
    }
    if (prop.id.empty()) failAt(prop.line, prop.column, "property identifier without capitals");
    skipWhite();
    while (m_pos < m_text.size() && m_text[m_pos] == '[') {
      prop.values.push_back(value());
      skipWhite();
    }
    if (prop.values.empty())
      failAt(prop.line, prop.column, "property " + prop.id + " has no value");
    m_current->properties.push_back(std::move(prop));
  }

  std::string value() {
    const int line = m_line, column = m_column;
    advance();  // '['
    std::string out;
    while (true) {
      if (m_pos >= m_text.size()) failAt(line, column, "unterminated property value");
      const char ch = m_text[m_pos];
      if (ch == ']') break;
      if (ch == '\\') {
        advance();
        if (m_pos >= m_text.size()) failAt(line, column, "unterminated property value");
        const char next = m_text[m_pos];
        if (next == '\r' || next == '\n') {  // soft line break: dropped
          advance();
          const char other = next == '\r' ? '\n' : '\r';
          if (m_pos < m_text.size() && m_text[m_pos] == other) advance();
          continue;
        }
        out += next;
      } else {
        out += ch;
      }
      advance();
    }
    advance();  // ']'
    return out;
  }

  std::string_view m_text;
  size_t m_pos = 0;
  int m_line = 1;
  int m_column = 1;
  std::unique_ptr<SgfNode> m_root;
  SgfNode* m_current = nullptr;
  bool m_inNode = false;
  std::vector<OpenTree> m_stack;
};

void writeNode(const SgfNode& node, std::string& out) {
  out += ';';
  for (const SgfProperty& p : node.properties) {
    out += p.id;
    for (const std::string& v : p.values) out += "[" + sgfEscape(v) + "]";
  }
}

}  // namespace

std::unique_ptr<SgfNode> parseSgf(std::string_view text) { return Parser(text).parse(); }

std::string sgfEscape(std::string_view value) {
  std::string out;
  out.reserve(value.size());
  for (char ch : value) {
    if (ch == ']' || ch == '\\') out += '\\';
    out += ch;
  }
  return out;
}

std::string writeSgfTree(const SgfNode& root) {
  // Iterative: a node with one child continues the sequence; several children each open
  // a variation.
  enum class Kind { Open, Node, Close };
  struct Item {
    Kind kind;
    const SgfNode* node;
  };
  std::string out;
  std::vector<Item> stack = {{Kind::Close, nullptr}, {Kind::Node, &root}, {Kind::Open, nullptr}};
  while (!stack.empty()) {
    const Item item = stack.back();
    stack.pop_back();
    if (item.kind == Kind::Open) {
      if (!out.empty()) out += '\n';
      out += '(';
    } else if (item.kind == Kind::Close) {
      out += ')';
    } else {
      if (out.back() != '(') out += '\n';
      writeNode(*item.node, out);
      const auto& kids = item.node->children;
      if (kids.size() == 1) {
        stack.push_back({Kind::Node, kids[0].get()});
        continue;
      }
      for (size_t i = kids.size(); i-- > 0;) {
        stack.push_back({Kind::Close, nullptr});
        stack.push_back({Kind::Node, kids[i].get()});
        stack.push_back({Kind::Open, nullptr});
      }
    }
  }
  return out + "\n";
}

}  // namespace iface
