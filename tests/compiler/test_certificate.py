"""The certificate's shape (emitter/certificate.py, semantics/ComposeFast.v):
what keeps its coqc cost linear in the plan's length (issues 6, 9). The
statement binds the programs as variables equal to their literals (never a
`let` of a big term), the proof never simplifies a whole goal nor unfolds
`run`, and every line of the proof but the two lookup tables is bounded
independently of the number of steps. tests/compiler/test_e2e_bazel.py
checks the certificates with Coq."""
from __future__ import annotations

import re

from emitter import certificate, infer, obligations, validate
from proto import plan_pb2 as P
from tests.compiler import plans


def _cert(plan):
    inf = infer.infer(validate.validate(plan))
    uses, unique = obligations.build_uses(inf)
    return inf, certificate.build(validate.validate(plan), inf, uses, unique)


def _part(cert, name):
    return next(p for p in cert.parts if p.name == name)


def _parts(cert) -> str:
    return "".join(p.body for p in cert.parts)


def test_programs_are_variables_with_equations():
    _, cert = _cert(plans.mlp_tp_layers(2, 2))
    assert "let smprog" not in cert.statement and "let pmprog" not in cert.statement
    assert "forall smprog : seq (step (value R)),\n  smprog = certificate_stmt_sm0 R P_tp " in cert.statement
    assert "forall pmprog : seq (step (seq nat -> value R)),\n  pmprog = certificate_stmt_pm0 R P_tp " in cert.statement
    programs = [p for p in cert.pieces if p.name.startswith((certificate.SM_PIECE, certificate.PM_PIECE))]
    assert programs and all(p.term.startswith("fun (R : comRingType) (P_tp ") and "Step [::" in p.term for p in programs)
    assert "let E := run 5 smprog X in" in cert.statement and "let F := run 5 pmprog FX in" in cert.statement
    # the programs are elaborated before the inputs enter the context, and
    # the inputs are two environments (not one binder each)
    assert cert.statement.index("pmprog = ") < cert.statement.index("forall (X : nat -> value R) (FX :")
    assert "(x0 :" not in cert.statement
    # the relation table is a definition, not a `pose` in the proof
    defs = _part(cert, certificate.DEFS_PART).body
    assert "\nDefinition cert_rel (R : comRingType)" in defs and "pose rel := cert_rel R" in cert.proof
    # one definition per distinct relation, and the table closed: its entries are
    # those definitions unapplied (unfolding a body with parameters substituted
    # costs time in proportion to it)
    assert defs.startswith("Definition cert_rel0 (R : comRingType)")
    table = defs.split("\nDefinition cert_rel_tab : trie (forall (R : comRingType)", 1)[1]
    table = table.split("\nDefinition cert_rel (R", 1)[0]
    assert "fun X G" not in table and "(Some cert_rel0)" in table and " R P_tp" not in table
    # the program variables meet the top-level literals only through their equations
    assert "have Hsm' : smprog = cert_smprog R " in cert.proof and "have Hpm' : pmprog = cert_pmprog R " in cert.proof


def _proof(cert) -> str:
    return _parts(cert) + cert.lemmas + cert.proof


def test_proof_never_unfolds_run_nor_simplifies_a_goal():
    inf, cert = _cert(plans.mlp_tp_layers(2, 2))
    for bad in ("/=", "rewrite /E", "case: j", "run_nth", "clearbody", "exact: ob_"):
        assert bad not in _proof(cert), bad
    # each SM equation is read off its chunk's suffix (cert_smd<c>), each local obligation uses one
    eqs = re.findall(r"\(@run_step_bin _ 5%bin (\d+)%bin \(?(?:nat_of_bin )?(\d+)(?:%bin\))? smprog _ E _ erefl "
                     r"Hd(\d+) Hsc : E \(?(?:nat_of_bin )?(\d+)(?:%bin\))? = ", _proof(cert))
    assert eqs and all(int(e) == 5 + int(b) + int(o) and int(b) == certificate.SM_CHUNK * int(c) and int(o) < certificate.SM_CHUNK
                       for b, o, c, e in eqs)
    # every step names its SM value through the table: with its equation, or as the value itself
    assert _proof(cert).count("refine (local_bin_at smE ") == len(inf.steps)
    assert _proof(cert).count(" erefl (@run_step_bin ") == sum(s.sm_node is not None for s in inf.steps)
    assert _proof(cert).count(" erefl erefl _); intros G H") == sum(s.sm_node is None for s in inf.steps)
    # the invariant at an input, uncast: the SM name's lookup decided on binary names
    assert " (@holds_bin_at _ _ _ _ E _ smE _ _ 0%bin 0%bin H isT erefl)" in _parts(cert) and "isT :" not in _parts(cert)


def test_proof_lines_do_not_grow_with_the_plan():
    """Each layer adds the same number of step lines, none of them longer
    than index digits make it."""
    def lines(layers):
        _, cert = _cert(plans.mlp_tp_layers(2, layers))
        return [re.sub(r"\d+", "0", ln) for ln in _proof(cert).splitlines() if ln.startswith("refine (@locals_cons_bin")]
    l2, l4, l8 = lines(2), lines(4), lines(8)
    assert len(l8) - len(l4) == 2 * (len(l4) - len(l2)) > 0
    assert max(map(len, l8)) == max(map(len, l2))


LOCALS = re.compile(r"^Lemma cert_pm(\d+)_locals .*?\n  locals .* \(nat_of_bin (\d+)%bin\) "
                    r"\(certificate_stmt_pm(\d+) ", re.M)


def test_pieces_are_the_programs(monkeypatch):
    """The statement's programs are its pieces concatenated in order (SM_CHUNK / PM_CHUNK
    steps each, the last one fewer; every SM and PM step once), and each PM
    chunk's lemma is about its piece, starting at its first step's name,
    so a chunk's proof holds only its own steps."""
    monkeypatch.setattr(certificate, "PM_CHUNK", 32)
    inf, cert = _cert(plans.mlp_tp_layers(2, 40))
    for kind, steps in (("sm", None), ("pm", len(inf.steps))):
        pieces = [p for p in cert.pieces if p.name.startswith(f"certificate_stmt_{kind}")]
        assert [p.name for p in pieces] == [f"certificate_stmt_{kind}{n}" for n in range(len(pieces))] and len(pieces) > 2
        sizes = [p.term.count("Step [::") for p in pieces]
        size = certificate.SM_CHUNK if kind == "sm" else certificate.PM_CHUNK
        assert all(n == size for n in sizes[:-1]) and 0 < sizes[-1] <= size
        assert steps is None or sum(sizes) == steps
        equation = cert.statement.split(f"{kind}prog = ", 1)[1].split(" ->\n", 1)[0]
        assert [t.split()[0] for t in equation.split(" ++\n")] == [p.name for p in pieces]
    starts = {int(n): int(k) for n, k, n2 in LOCALS.findall(_parts(cert)) if n == n2}
    pm = [p for p in cert.pieces if p.name.startswith("certificate_stmt_pm")]
    assert starts == {n: len(inf.pm_inputs) + certificate.PM_CHUNK * n for n in range(len(pm))}


def test_pm_pieces_are_blocks_joined(monkeypatch):
    """A PM piece is literals of PM_BLOCK steps joined by ++, and its chunk's
    proof splits each block off with locals_cat_bin (at the block's first
    name) before chaining its steps: one chain over a whole literal cost the
    kernel time quadratic in its length."""
    monkeypatch.setattr(certificate, "PM_CHUNK", 32)
    monkeypatch.setattr(certificate, "PM_BLOCK", 8)
    inf, cert = _cert(plans.mlp_tp_layers(2, 40))
    mp = len(inf.pm_inputs)
    for n, piece in enumerate(p for p in cert.pieces if p.name.startswith(certificate.PM_PIECE)):
        blocks = piece.term.split("] ++\n   [:: ")
        sizes = [b.count("Step [::") for b in blocks]
        assert all(z == 8 for z in sizes[:-1]) and 0 < sizes[-1] <= 8
        body = _part(cert, f"{certificate.PM_PART}{n}").body
        k = mp + 32 * n
        cuts = [(int(a), int(b)) for a, b in re.findall(r"refine \(@locals_cat_bin _ _ sm rel (\d+)%bin (\d+)%bin ", body)]
        assert cuts == [(k + 8 * j, k + 8 * (j + 1)) for j in range(len(blocks) - 1)]
        assert body.count("\nby [].") == len(blocks)


def test_names_from_64_on_are_binary():
    """A decimal literal is a unary term that lookups, comparisons and the
    kernel walk: names and counts from 64 on are `nat_of_bin` literals in
    the statement and in every part of the proof."""
    _, cert = _cert(plans.mlp_tp_layers(2, 40))
    text = cert.statement + "".join(p.term for p in cert.pieces) + _proof(cert)
    big = [n for n in re.findall(r"(?<![\w%.])(\d+)(?![\w%.])", text) if int(n) >= 64]
    assert big == [] and "(nat_of_bin 113%bin)" in _proof(cert)


def test_observables_are_blocks(monkeypatch):
    """The observables are statement pieces of OBS_CHUNK each, in the plan's
    order, whose conjunction is the statement's conclusion; each block is
    proved by a part of its own from the invariant, and the theorem pairs
    the blocks' lemmas. Elaborated in the theorem's statement, 3,170
    observables under 1,140 input hypotheses took 194 s (405B)."""
    monkeypatch.setattr(certificate, "OBS_CHUNK", 3)
    _, cert = _cert(plans.mlp_dp_tp())
    pieces = [p for p in cert.pieces if p.name.startswith(certificate.OBS_PIECE)]
    assert [p.name for p in pieces] == ["certificate_stmt_obs0", "certificate_stmt_obs1"]
    conjuncts = [p.term.split(" =>\n  ", 1)[1].split(" /\\\n  ") for p in pieces]
    assert [len(c) for c in conjuncts] == [3, 1] and all(c.startswith("rel_") for cs in conjuncts for c in cs)
    conclusion = re.split(r"let F := run \S+ pmprog FX in\n  ", cert.statement, maxsplit=1)[1]
    assert [c.split(" R ")[0] for c in conclusion.split(" /\\\n  ")] == [p.name for p in pieces]
    assert all(c.endswith(" E F") for c in conclusion.split(" /\\\n  "))
    blocks = [p for p in cert.parts if p.name.startswith(certificate.OBS_PART)]
    assert [p.requires for p in blocks] == [(certificate.DEFS_PART, p.name) for p in pieces]
    assert all(f"-> {q.name} R " in p.body and p.body.count(" Hall isT erefl)") == len(c)
               for p, q, c in zip(blocks, pieces, conjuncts))
    assert "exact (conj (@cert_obs0 R " in cert.proof and " E F Hbin) (@cert_obs1 R " in cert.proof


def test_inputs_are_blocks(monkeypatch):
    """The input hypotheses are statement pieces of IN_CHUNK each, in input
    order; each block's relations are proved by a part of its own (one
    range_cons per input, at its name), and the theorem joins the blocks'
    ranges with range_cat into the invariant at 0 .. #inputs. The theorem
    introduced and checked every input itself: 405B, 1,140 of them, about
    half of its serial action."""
    monkeypatch.setattr(certificate, "IN_CHUNK", 3)
    inf, cert = _cert(plans.mlp_dp_tp())
    mp = len(inf.pm_inputs)
    assert mp > certificate.IN_CHUNK and mp % certificate.IN_CHUNK
    pieces = [p for p in cert.pieces if p.name.startswith(certificate.IN_PIECE)]
    nb = -(-mp // certificate.IN_CHUNK)
    assert [p.name for p in pieces] == [f"{certificate.IN_PIECE}{b}" for b in range(nb)]
    hyps = [h for p in pieces for h in p.term.split(" =>\n  ", 1)[1].split(" /\\\n  ")]
    assert len(hyps) == mp and all(f"(FX {j} " in h for j, h in enumerate(hyps))
    premises = re.findall(r"^  (certificate_stmt_in\d+) R .* X FX ->$", cert.statement, re.M)
    assert premises == [p.name for p in pieces] and "(X 0)" not in cert.statement
    for b in range(nb):
        part = _part(cert, f"{certificate.IN_PART}{b}")
        assert part.requires == (certificate.DEFS_PART, f"{certificate.IN_PIECE}{b}")
        lo, hi = b * certificate.IN_CHUNK, min((b + 1) * certificate.IN_CHUNK, mp)
        assert f"range_bin (fun j => run " in part.body and f" {lo}%bin {hi}%bin FX.\nProof." in part.body
        # each input off the block's conjunction but the last; no destructuring of the block
        keys = [int(k) for k in re.findall(r"refine \(@range_and _ _ sm rel (\d+)%bin ", part.body)]
        last = re.findall(r"refine \(@range_cons _ _ sm rel (\d+)%bin ", part.body)
        assert keys + [int(k) for k in last] == list(range(lo, hi)) and len(last) == 1
        assert f"exact (@range_nil _ _ sm rel {hi}%bin FX)." in part.body and "move=> H0.\n" in part.body
    cats = re.findall(r"refine \(@range_cat _ _ sm rel (\d+)%bin (\d+)%bin (\d+)%bin FX \(@cert_in(\d+) ", cert.proof)
    assert [(int(a), int(c), int(d), int(b)) for a, c, d, b in cats] == \
        [(b * certificate.IN_CHUNK, (b + 1) * certificate.IN_CHUNK, mp, b) for b in range(nb - 1)]
    assert f"  exact (@cert_in{nb - 1} R " in cert.proof and f"move=> X FX {' '.join(f'Hin{b}' for b in range(nb))} E F." in cert.proof


def test_deterministic():
    a = _cert(plans.mlp_tp_layers(2, 3))[1]
    b = _cert(plans.mlp_tp_layers(2, 3))[1]
    assert (a.statement, a.pieces, a.parts, a.lemmas, a.proof) == (b.statement, b.pieces, b.parts, b.lemmas, b.proof)


def _retyped(plan, node: str, op):
    """`plan` with SM node `node` and the PM node realizing it given `op`."""
    out = P.Plan()
    out.CopyFrom(plan)
    for n in list(out.sm.nodes) + [n for prog in out.programs for n in prog.graph.nodes]:
        if n.name == node:
            n.op = op
    return out


def test_an_edit_rechecks_only_the_parts_it_touches(monkeypatch):
    """The pieces and parts are separate modules (Bazel actions): a PM
    chunk's lemma assumes only the SM pieces it reads (never the whole
    program, never cert_smprog), so changing one operator re-elaborates the
    SM and PM pieces holding it and re-checks the PM chunks reading them,
    the SM program's part (cert_smd<c>, over every SM piece), then the
    theorem; no other module's text nor any module it requires changes.
    The input and observable blocks are untouched."""
    monkeypatch.setattr(certificate, "PM_CHUNK", 32)  # several chunks
    plan = plans.mlp_tp_layers(2, 40)
    _, before = _cert(plan)
    _, after = _cert(_retyped(plan, "a_39", P.OP_SIGMOID))
    assert [p.name for p in before.pieces + before.parts] == [p.name for p in after.pieces + after.parts]
    old = {p.name: p for p in before.pieces + before.parts}
    rechecked = set()
    for p in after.pieces + after.parts:  # dependency order: a module after the modules it requires
        if p != old[p.name] or rechecked.intersection(getattr(p, "requires", ())):
            rechecked.update({p.name, getattr(p, "module_name", p.name)})
    last = lambda prefix: max((n for n in old if n.startswith(prefix) and n[len(prefix):].isdigit()),
                              key=lambda n: int(n[len(prefix):]))
    sm = old[last(certificate.SM_PIECE)]
    # the SM program's suffixes and cert_smd<c>, and its scopedness, read every SM piece (parts beside the PM parts)
    assert rechecked == {sm.name, sm.module_name, last(certificate.PM_PIECE), last(certificate.PM_PART),
                         certificate.SMPROG_PART, certificate.SCOPED_PART}, rechecked
    assert len(before.parts) > 3
    for p in before.parts:
        if p.name.startswith(certificate.PM_PART):
            assert "cert_smprog" not in p.body and "Hsm" not in p.body
            assert set(p.requires) <= {certificate.DEFS_PART, p.name.replace(certificate.PM_PART, certificate.PM_PIECE)} \
                | {old[n].module_name for n in old if n.startswith(certificate.SM_PIECE)} \
                | {r for r in p.requires if r.startswith("ob_")}


def test_theorem_file_names_its_inputs():
    """A verdict names the sha256 of certificate.v alone; the statement and
    the parts are other files, so certificate.v lists their digests and
    an edit that leaves the theorem's proof text alone still changes it."""
    import hashlib
    from emitter import prove
    plan = plans.mlp_tp_layers(2, 40)
    a = prove.generate(validate.validate(plan), b"", "s").files
    b = prove.generate(validate.validate(_retyped(plan, "a_39", P.OP_SIGMOID)), b"", "s").files
    assert a["certificate.v"] != b["certificate.v"]
    for files in (a, b):
        for f in ["certificate.stmt"] + [f for f in files if f.startswith("certificate_")]:
            assert f"   {f} {hashlib.sha256(files[f]).hexdigest()}\n" in files["certificate.v"].decode(), f


def _trie_lookup(text: str, n: int):
    """ComposeBin.v `get_pos` at key n + 1 over a rendered trie literal."""
    tokens = re.findall(r"\(|\)|Node|Leaf|None|Some|[^\s()]+", text)

    def parse(i):
        if tokens[i] == "Leaf":
            return None, i + 1
        if tokens[i] == "None":
            return ("none",), i + 1
        assert tokens[i] == "("
        if tokens[i + 1] == "Some":
            return ("some", tokens[i + 2]), i + 4
        assert tokens[i + 1] == "Node"
        left, i = parse(i + 2)
        here, i = parse(i)
        right, i = parse(i)
        return (left, here, right), i + 1

    node, _ = parse(0)
    bits = bin(n + 1)[3:][::-1]  # the positive's constructors from the outside in: its bits from the last
    for b in bits:
        if node is None:
            return None
        node = node[0] if b == "0" else node[2]
    return None if node is None or node[1] == ("none",) else node[1][1]


def test_tables_are_tries_keyed_by_name():
    """The relation table and the realization map are ComposeBin.v tries:
    each PM name n is found at key n + 1 with its relation and SM name."""
    inf, cert = _cert(plans.mlp_tp_layers(2, 40))
    defs = _part(cert, certificate.DEFS_PART).body
    sm_tab = defs.split("Definition cert_sm_tab : trie BinNums.N :=\n  ", 1)[1].split(".\n", 1)[0]
    rel_tab = defs.split("Definition cert_rel_tab : trie (", 1)[1].split(") :=\n  ", 1)[1].split(".\n", 1)[0]
    n_all = len(inf.pm_inputs) + len(inf.steps)
    sm_names = [_trie_lookup(sm_tab, n) for n in range(n_all)]
    assert all(s is not None and s.endswith("%bin") for s in sm_names) and _trie_lookup(sm_tab, n_all) is None
    assert sm_names[:len(inf.pm_inputs)] == [f"{n}%bin" for n in range(len(inf.pm_inputs))]  # inputs realize inputs
    rels = [_trie_lookup(rel_tab, n) for n in range(n_all)]
    assert all(r is not None and re.fullmatch(r"cert_rel\d+", r) for r in rels)
    assert len(set(rels)) < n_all  # distinct relations are shared


def test_sm_pieces_grouped_by_their_readers(monkeypatch):
    """Consecutive SM pieces read by the same PM parts share a module (at most
    SM_GROUP); a piece with other readers starts a new one; a lone piece
    keeps its own module."""
    monkeypatch.setattr(certificate, "SM_GROUP", 3)
    a, b = frozenset({0}), frozenset({0, 1})
    groups = certificate.group_sm_pieces([a, a, a, a, b, a, b, b])
    sm = certificate.SM_PIECE
    assert groups == {0: f"{sm}0_2", 1: f"{sm}0_2", 2: f"{sm}0_2", 6: f"{sm}6_7", 7: f"{sm}6_7"}
    pieces = [certificate.Piece(f"{sm}{c}", "t", groups.get(c, "")) for c in range(8)]
    assert certificate.statement_modules(pieces) == [
        (f"{sm}0_2", [f"{sm}0", f"{sm}1", f"{sm}2"]), (f"{sm}3", [f"{sm}3"]), (f"{sm}4", [f"{sm}4"]),
        (f"{sm}5", [f"{sm}5"]), (f"{sm}6_7", [f"{sm}6", f"{sm}7"])]


def test_grouped_pieces_in_the_build_file():
    from emitter import build_render
    text = build_render.build_file("s", [], "Gen.x", pieces=[("m0_1", ["m0", "m1"]), ("m2", ["m2"])])
    assert 'certificate_statements = [\n        "m0",\n        "m1",\n        "m2",\n    ],' in text
    assert 'certificate_statement_groups = {\n        "m0_1": ["m0", "m1"],\n    },' in text
    assert "certificate_statement_groups" not in build_render.build_file("s", [], "Gen.x", pieces=[("m2", ["m2"])])
