#include "engine/genmove/pattern_stats.h"

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

#include <cstring>
#include <sstream>
#include <unordered_map>

#include "patterns/format/pattern_format.h"

namespace engine {

PatternStats::PatternStats(const patterns::PatternDatabase& db)
    : m_db(&db), m_counts(db.patternCount) {}

void PatternStats::reset() {
  for (Counts& c : m_counts) c = Counts();
  m_genmoves = 0;
}

std::string PatternStats::text() const {
  std::ostringstream out;
  out << "# genmoves " << m_genmoves << "\n";
  for (size_t i = 0; i < m_counts.size(); ++i) {
    const patterns::PatternInfo& p = m_db->patterns[i];
    out << p.name << ' ' << patterns::format::classString(p.classes) << ' ' << p.weight << ' '
        << m_counts[i].matched << ' ' << m_counts[i].accepted << ' ' << m_counts[i].chosen << '\n';
  }
  return out.str();
}

bool PatternStats::add(const std::string& table) {
  std::unordered_map<std::string, size_t> index;
  for (size_t i = 0; i < m_counts.size(); ++i) index[m_db->patterns[i].name] = i;
  std::istringstream in(table);
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty()) continue;
    std::istringstream words(line);
    if (line[0] == '#') {
      std::string hash, key;
      uint64_t n = 0;
      if (words >> hash >> key >> n && key == "genmoves") m_genmoves += n;
      continue;
    }
    std::string name, classes;
    int weight = 0;
    Counts c;
    if (!(words >> name >> classes >> weight >> c.matched >> c.accepted >> c.chosen)) return false;
    const auto it = index.find(name);
    if (it == index.end()) continue;  // a pattern that no longer exists
    m_counts[it->second].matched += c.matched;
    m_counts[it->second].accepted += c.accepted;
    m_counts[it->second].chosen += c.chosen;
  }
  return true;
}

bool PatternStats::mergeIntoFile(const std::string& path, std::string* error) const {
  const int fd = ::open(path.c_str(), O_RDWR | O_CREAT, 0644);
  if (fd < 0 || ::flock(fd, LOCK_EX) != 0) {
    if (error) *error = "cannot open " + path + ": " + std::strerror(errno);
    if (fd >= 0) ::close(fd);
    return false;
  }
  std::string old;
  char buf[65536];
  for (ssize_t n; (n = ::read(fd, buf, sizeof buf)) > 0;) old.append(buf, static_cast<size_t>(n));
  PatternStats sum(*m_db);
  bool ok = sum.add(old);
  if (!ok && error) *error = path + ": not a pattern_stats table";
  if (ok) {
    sum.add(text());
    const std::string out = sum.text();
    ok = ::ftruncate(fd, 0) == 0 && ::lseek(fd, 0, SEEK_SET) == 0 &&
         ::write(fd, out.data(), out.size()) == static_cast<ssize_t>(out.size());
    if (!ok && error) *error = "cannot write " + path;
  }
  ::close(fd);  // releases the lock
  return ok;
}

}  // namespace engine
