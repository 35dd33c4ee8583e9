// Constraint expressions over the fixed predicate vocabulary, compiled to a postfix program.
// Grammar: or := and ('||' and)*; and := not ('&&' not)*; not := '!' not | cmp;
// cmp := sum (('<'|'<='|'>'|'>='|'=='|'!=') sum)?; sum := atom (('+'|'-') atom)*;
// atom := INTEGER | NAME '(' label (',' label)* ')' | '(' or ')'. A label is one letter of
// the constraint diagram or `*` (the move).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "patterns/pattern_tables.h"

namespace patterns::format {

/// Compiles `text`. `labels` lists the defined label characters; argument entries are
/// indices into it. Returns an empty string on success, else the error message.
std::string compileConstraint(std::string_view text, const std::vector<char>& labels,
                              std::vector<ConstraintOp>& ops, std::vector<uint8_t>& args);

}  // namespace patterns::format
