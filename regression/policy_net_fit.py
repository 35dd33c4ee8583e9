"""The training half of policy_net.py (needs numpy and torch): planes, the network, the fit
with the 8 board symmetries, and the C++ header with the weights."""
import time

import numpy as np
import torch
from torch import nn

from policy_net import N, PLANES, SIZE, TACTICAL


def load(paths):
    parts = [np.load(p) for p in paths]
    return {k: np.concatenate([d[k] for d in parts]) for k in parts[0].files}


def planes(stones, libs, last, last2, ko, tac):
    """Input planes of a batch (torch tensors from the compact records), [B, PLANES, 19, 19]."""
    b = stones.shape[0]
    x = torch.zeros(b, PLANES, N)
    own, opp = stones == 1, stones == 2
    x[:, 0] = own.float()
    x[:, 1] = opp.float()
    x[:, 2] = (stones == 0).float()
    for k in range(4):
        lk = (libs == k + 1) if k < 3 else (libs >= 4)
        x[:, 3 + k] = (own & lk).float()
        x[:, 7 + k] = (opp & lk).float()
    rows = torch.arange(b)
    for plane, pts in ((11, last), (12, last2), (13, ko)):
        ok = pts >= 0
        x[rows[ok], plane, pts[ok].long()] = 1.0
    x[:, 14] = 1.0
    for k in range(TACTICAL):
        x[:, 15 + k] = ((tac >> k) & 1).float()
    return x.view(b, PLANES, SIZE, SIZE)


class PolicyNet(nn.Module):
    def __init__(self, filters, layers):
        super().__init__()
        self.first = nn.Conv2d(PLANES, filters, 5, padding=2)
        self.hidden = nn.ModuleList(
            [nn.Conv2d(filters, filters, 3, padding=1) for _ in range(layers)])
        self.head = nn.Conv2d(filters, 1, 1)
        self.point_bias = nn.Parameter(torch.zeros(N))

    def forward(self, x):
        h = torch.relu(self.first(x))
        for conv in self.hidden:
            h = torch.relu(conv(h))
        return self.head(h).reshape(-1, N) + self.point_bias


def symmetric(x, y, k):
    """Symmetry k (0-7) of planes x [B, C, 19, 19] and move indices y."""
    yy, yx = y // SIZE, y % SIZE
    if k & 4:
        x = x.transpose(2, 3)
        yy, yx = yx, yy
    if k & 1:
        x = x.flip(3)
        yx = SIZE - 1 - yx
    if k & 2:
        x = x.flip(2)
        yy = SIZE - 1 - yy
    return x, yy * SIZE + yx


def legal_mask(stones, ko):
    """Empty and not the ko point (suicide is rare enough to leave to the engine)."""
    m = stones == 0
    ok = ko >= 0
    m[torch.arange(m.shape[0])[ok], ko[ok].long()] = False
    return m


def batches(data, idx, size):
    for i in range(0, len(idx), size):
        j = idx[i:i + size]
        t = {k: torch.from_numpy(data[k][j].astype(np.int64)) for k in data}
        yield t


def logits_of(net, t, k=0):
    x = planes(t["stones"], t["libs"], t["last"], t["last2"], t["ko"], t["tac"])
    mask = legal_mask(t["stones"], t["ko"])
    xs, ys = symmetric(x, t["move"], k)
    ms, _ = symmetric(mask.view(-1, 1, SIZE, SIZE).float(), t["move"], k)
    out = net(xs.contiguous())
    out = out.masked_fill(ms.reshape(-1, N) < 0.5, -1e9)
    return out, ys


def evaluate(net, data, idx):
    net.eval()
    hits = total = 0
    loss = 0.0
    with torch.no_grad():
        for t in batches(data, idx, 1024):
            out, y = logits_of(net, t)
            loss += nn.functional.cross_entropy(out, y, reduction="sum").item()
            hits += (out.argmax(1) == y).sum().item()
            total += len(y)
    net.train()
    return hits / max(total, 1), loss / max(total, 1)


def seed_range(text):
    lo, hi = (int(v) for v in text.split("-"))
    return lo, hi


def fit(a):
    torch.set_num_threads(a.threads)
    torch.manual_seed(1)
    data = load(a.data)
    lo, hi = seed_range(a.holdout_seeds)
    held = (data["seed"] >= lo) & (data["seed"] <= hi)
    train_idx, test_idx = np.flatnonzero(~held), np.flatnonzero(held)
    print("train %d positions, held-out %d (seeds %s)" % (len(train_idx), len(test_idx),
                                                          a.holdout_seeds), flush=True)
    net = PolicyNet(a.filters, a.layers)
    opt = torch.optim.Adam(net.parameters(), lr=a.lr, weight_decay=1e-5)
    steps = a.epochs * ((len(train_idx) + a.batch - 1) // a.batch)
    sched = torch.optim.lr_scheduler.OneCycleLR(opt, max_lr=a.lr, total_steps=steps)
    rng = np.random.default_rng(1)
    start = time.time()
    for epoch in range(a.epochs):
        perm = rng.permutation(train_idx)
        for i, t in enumerate(batches(data, perm, a.batch)):
            out, y = logits_of(net, t, int(rng.integers(8)))
            loss = nn.functional.cross_entropy(out, y)
            opt.zero_grad()
            loss.backward()
            opt.step()
            sched.step()
            if i % 200 == 0:
                print("epoch %d batch %d loss %.3f (%.0f s)" % (epoch, i, loss.item(),
                                                               time.time() - start), flush=True)
        acc, held_loss = evaluate(net, data, test_idx)
        print("epoch %d: held-out top-1 %.3f, loss %.3f (%.0f s)" % (
            epoch, acc, held_loss, time.time() - start), flush=True)
        write_header(net, a, acc, len(train_idx), a.out)
        torch.save(net.state_dict(), a.out + ".pt")


def c_array(name, t):
    vals = t.detach().numpy().astype(np.float32).ravel()
    body = ",".join("%.7g" % v for v in vals)
    return "inline constexpr float %s[%d] = {%s};\n" % (name, len(vals), body)


def write_header(net, a, acc, n_train, path):
    """Weights in PyTorch's layouts: conv [out][in][ky][kx], biases [out], point bias [N]."""
    out = ["// Generated by regression/policy_net.py fit: do not edit.\n",
           "// %d training positions, held-out top-1 %.3f (seeds %s).\n" % (
               n_train, acc, a.holdout_seeds),
           "#pragma once\n\nnamespace engine::policy_weights {\n",
           "inline constexpr int kPlanes = %d;\n" % PLANES,
           "inline constexpr int kFilters = %d;\ninline constexpr int kLayers = %d;\n" % (
               a.filters, a.layers),
           c_array("kFirstW", net.first.weight), c_array("kFirstB", net.first.bias)]
    for i, conv in enumerate(net.hidden):
        out.append(c_array("kHiddenW%d" % i, conv.weight))
        out.append(c_array("kHiddenB%d" % i, conv.bias))
    names = ", ".join("kHiddenW%d" % i for i in range(len(net.hidden)))
    out.append("inline constexpr const float* kHiddenW[] = {%s};\n" % names)
    out.append("inline constexpr const float* kHiddenB[] = {%s};\n" % names.replace("W", "B"))
    out += [c_array("kHeadW", net.head.weight), c_array("kHeadB", net.head.bias),
            c_array("kPointBias", net.point_bias), "}  // namespace engine::policy_weights\n"]
    with open(path, "w", encoding="utf-8") as f:
        f.write("".join(out))


def read_header(path):
    """The network of a generated header (policy_net_weights.h)."""
    import re
    text = open(path, encoding="utf-8").read()
    ints = dict(re.findall(r"constexpr int (\w+) = (\d+);", text))
    arrays = {m.group(1): np.array([float(v) for v in m.group(2).split(",")], np.float32)
              for m in re.finditer(r"constexpr float (\w+)\[\d+\] = \{([^}]*)\}", text)}
    net = PolicyNet(int(ints["kFilters"]), int(ints["kLayers"]))
    with torch.no_grad():
        pairs = [(net.first.weight, "kFirstW"), (net.first.bias, "kFirstB"),
                 (net.head.weight, "kHeadW"), (net.head.bias, "kHeadB"),
                 (net.point_bias, "kPointBias")]
        for i, conv in enumerate(net.hidden):
            pairs += [(conv.weight, "kHiddenW%d" % i), (conv.bias, "kHiddenB%d" % i)]
        for param, name in pairs:
            param.copy_(torch.from_numpy(arrays[name]).view(param.shape))
    net.eval()
    return net


def top_moves(header, board, color, last, last2, n=10):
    """The header's network on one position: [(point, probability)] best first."""
    from policy_net import encode, tactical
    stones, libs, last, last2, ko = encode(board, color, last, last2)
    t = {"stones": torch.tensor([list(stones)]), "libs": torch.tensor([list(libs)]),
         "tac": torch.tensor([list(tactical(stones))]),
         "last": torch.tensor([last]), "last2": torch.tensor([last2]),
         "ko": torch.tensor([ko]), "move": torch.tensor([0])}
    with torch.no_grad():
        out, _ = logits_of(read_header(header), t)
        prob = torch.softmax(out[0], 0)
    order = torch.argsort(prob, descending=True)[:n]
    return [(int(p), float(prob[p])) for p in order]
