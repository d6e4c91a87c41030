(* Denotations of the Plan IR operator vocabulary (docs/VOCABULARY.md).
   Ring-valued tensors are [seq nat -> R]; index tensors [seq nat -> nat];
   masks [seq nat -> bool].  Nonlinear functions are arguments (section
   variables), never axioms.  "Last axis" ops read the last coordinate of
   the index, so they are rank-polymorphic.                                *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat div seq.
From mathcomp Require Import fintype bigop ssralg.
From TV Require Import Tensor.
Set Implicit Arguments.
Unset Strict Implicit.
Unset Printing Implicit Defensive.
Import GRing.Theory.

(* index helpers: position of the last / second-last / third-last axis *)
Definition lastd (i : seq nat) := (size i).-1.
Definition row_at (i : seq nat) j := set_nth 0 i (lastd i) j.
(* insert / delete one coordinate (reductions drop an axis, broadcast adds one) *)
Definition ins d j (i : seq nat) := take d i ++ j :: drop d i.
Definition del d (i : seq nat) := take d i ++ drop d.+1 i.

(* ---------------- index-valued and mask ops ---------------- *)
Definition op_arange : seq nat -> nat := fun i => nth 0 i 0.
Definition op_compare_lt (A B : seq nat -> nat) : seq nat -> bool := fun i => A i < B i.
Definition op_compare_le (A B : seq nat -> nat) : seq nat -> bool := fun i => A i <= B i.
Definition op_compare_eq (A B : seq nat -> nat) : seq nat -> bool := fun i => A i == B i.
(* masks from 1-D query / key position tensors; mask index is [:: q; k] *)
Definition op_causal_mask (qpos kpos : seq nat -> nat) : seq nat -> bool :=
  fun i => kpos [:: nth 0 i 1] <= qpos [:: nth 0 i 0].
Definition op_sliding_window_mask (w : nat) (qpos kpos : seq nat -> nat) : seq nat -> bool :=
  fun i => (kpos [:: nth 0 i 1] <= qpos [:: nth 0 i 0]) && (qpos [:: nth 0 i 0] < kpos [:: nth 0 i 1] + w).

(* reshape: merge axes d, d+1 (inner length n) into one, and its inverse;
   of a tensor of any values (routing indices flattened as well as ring
   tensors) *)
Definition op_reshape_merge {T : Type} (d n : nat) (X : seq nat -> T) : seq nat -> T :=
  fun i => X (ins d.+1 (nth 0%N i d %% n) (set_nth 0%N i d (nth 0%N i d %/ n))).
Definition op_reshape_split {T : Type} (d n : nat) (X : seq nat -> T) : seq nat -> T :=
  fun i => X (del d.+1 (set_nth 0%N i d (nth 0%N i d * n + nth 0%N i d.+1)%N)).

Section RingOps.
Variable R : comRingType.
Local Open Scope ring_scope.
Local Notation tensor := (seq nat -> R).
Implicit Types (X Y A B W : tensor).

(* ---- elementwise ---- *)
Definition op_add X Y : tensor := fun i => X i + Y i.
Definition op_sub X Y : tensor := fun i => X i - Y i.
Definition op_mul X Y : tensor := fun i => X i * Y i.
Definition op_neg X : tensor := fun i => - X i.
Definition op_scale (k : R) X : tensor := fun i => k * X i.
Definition pointwise (f : R -> R) X : tensor := fun i => f (X i).
(* an integer tensor cast to a float dtype: each entry as a ring element *)
Definition op_to_ring (X : seq nat -> nat) : tensor := fun i => (X i)%:R.
(* x + c: an elementwise constant (x + eps under a norm's rsqrt) *)
Definition op_add_const (c : R) X := pointwise (fun a => a + c) X.
Definition op_exp (exp : R -> R) X := pointwise exp X.
Definition op_rsqrt (rsqrt : R -> R) X := pointwise rsqrt X.
Definition op_sigmoid (sigmoid : R -> R) X := pointwise sigmoid X.
Definition op_tanh (tanh : R -> R) X := pointwise tanh X.
Definition op_silu (sigmoid : R -> R) X : tensor := fun i => X i * sigmoid (X i).
(* derivative helpers: dY * f'(X); f' is a variable unless definable *)
Definition op_exp_grad (exp : R -> R) dY X : tensor := fun i => dY i * exp (X i).
Definition op_rsqrt_grad (d_rsqrt : R -> R) dY X : tensor := fun i => dY i * d_rsqrt (X i).
Definition op_sigmoid_grad (sigmoid : R -> R) dY X : tensor :=
  fun i => dY i * (sigmoid (X i) * (1 - sigmoid (X i))).
Definition op_silu_grad (sigmoid : R -> R) dY X : tensor :=
  fun i => dY i * (sigmoid (X i) + X i * (sigmoid (X i) * (1 - sigmoid (X i)))).
Definition op_masked_fill (v : R) (M : seq nat -> bool) X : tensor :=
  fun i => if M i then v else X i.

(* ---- linear algebra ---- *)
(* A: any rank, contraction over its last axis (length k); B: [k; n] *)
Definition op_matmul (k : nat) A B : tensor :=
  fun i => \sum_(0 <= j < k) A (row_at i j) * B [:: j; nth 0%N i (lastd i)].
(* leading batch axes shared; A's last axis against B's second-last *)
Definition op_batched_matmul (k : nat) A B : tensor :=
  fun i => \sum_(0 <= j < k) A (row_at i j) * B (set_nth 0%N i (size i).-2 j).

(* ---- layout ---- *)
Definition op_transpose (d e : nat) X : tensor :=
  fun i => X (set_nth 0%N (set_nth 0%N i d (nth 0%N i e)) e (nth 0%N i d)).
Definition op_slice (d o : nat) X : tensor := reindex d (addn o) X.
Definition op_concat (d n1 : nat) X Y : tensor :=
  fun i => if nth 0%N i d < n1 then X i else Y (set_nth 0%N i d (nth 0%N i d - n1)%N).
Definition op_split (d c k : nat) X : tensor := shard d c k X.
Definition op_broadcast (d : nat) X : tensor := fun i => X (del d i).

(* ---- reductions (axis d of length n is removed) ---- *)
Definition op_reduce_sum (d n : nat) X : tensor := fun i => \sum_(0 <= j < n) X (ins d j i).
Definition op_cumsum (d : nat) X : tensor :=
  fun i => \sum_(0 <= j < (nth 0%N i d).+1) X (set_nth 0%N i d j).

(* ---- row-wise ops: h sees the row of the index and the last coordinate ---- *)
Definition rowwise (h : (nat -> R) -> nat -> R) X : tensor :=
  fun i => h (fun j => X (row_at i j)) (nth 0%N i (lastd i)).

(* RoPE, interleaved pairs (2m, 2m+1) on the last axis; the position of the
   index is [pos [:: i_sd]] (a 1-D global position tensor); cos/sin tables
   indexed by (position, frequency index m) are variables. *)
Definition rope_row (cs sn : nat -> nat -> R) (p : nat) (x : nat -> R) (k : nat) : R :=
  let m := k./2 in
  if odd k then x k.-1 * sn p m + x k * cs p m else x k * cs p m - x k.+1 * sn p m.
Definition op_rope (cs sn : nat -> nat -> R) (sd : nat) (pos : seq nat -> nat) X : tensor :=
  fun i => rowwise (rope_row cs sn (pos [:: nth 0%N i sd])) X i.
Definition rope_back_row (cs sn : nat -> nat -> R) (p : nat) (y : nat -> R) (k : nat) : R :=
  let m := k./2 in
  if odd k then - y k.-1 * sn p m + y k * cs p m else y k * cs p m + y k.+1 * sn p m.
Definition op_rope_backward (cs sn : nat -> nat -> R) (sd : nat) (pos : seq nat -> nat) dY : tensor :=
  fun i => rowwise (rope_back_row cs sn (pos [:: nth 0%N i sd])) dY i.

(* ---- index ops ---- *)
(* E : [V; D], ids of rank n-1, output rank n *)
Definition op_embedding E (ids : seq nat -> nat) : tensor :=
  fun i => E [:: ids (take (lastd i) i); nth 0%N i (lastd i)].
(* tokens 1-D of length N: dE[v; e] = sum_t [ids t = v] dY[t; e] *)
Definition op_embedding_backward (N : nat) (ids : seq nat -> nat) dY : tensor :=
  fun i => \sum_(0 <= t < N) (if ids [:: t] == nth 0%N i 0 then dY [:: t; nth 0%N i 1] else 0).
Definition op_gather (d : nat) (idx : seq nat -> nat) X : tensor :=
  fun i => X (set_nth 0%N i d (idx i)).
Definition op_scatter_add (d n : nat) (idx : seq nat -> nat) Src : tensor :=
  fun i => \sum_(0 <= j < n)
    (if idx (set_nth 0%N i d j) == nth 0%N i d then Src (set_nth 0%N i d j) else 0).
(* top-k routing: one opaque function of the router row, shared by SM and PM;
   output index [..., slot] *)
Definition op_topk (topk : (nat -> R) -> nat -> nat) (Z : tensor) : seq nat -> nat :=
  fun i => topk (fun e => Z (row_at i e)) (nth 0%N i (lastd i)).
Definition indicator (b : bool) : R := if b then 1 else 0.
End RingOps.
(* the ring of a cast is read off the context (its argument has none) *)
Arguments op_to_ring {R} X i.
(* an index tensor with the value old read as new (an embedding backward's
   padding id read as the table's row count, which no row owns) *)
Definition op_replace_value (old new : nat) (X : seq nat -> nat) : seq nat -> nat :=
  fun i => if X i == old then new else X i.

Section FieldOps.
Variable R : fieldType.
Local Open Scope ring_scope.
Local Notation tensor := (seq nat -> R).
Implicit Types (X Y A B W : tensor).
Variables (exp log rsqrt : R -> R).

Definition op_div X Y : tensor := fun i => X i / Y i.
Definition op_reduce_mean (d n : nat) X : tensor := fun i => (n%:R)^-1 * op_reduce_sum d n X i.

Definition rowsum (n : nat) (x : nat -> R) := \sum_(0 <= j < n) x j.
Definition softmax_row n (x : nat -> R) k := exp (x k) / rowsum n (fun j => exp (x j)).
Definition op_softmax (n : nat) X : tensor := rowwise (softmax_row n) X.
Definition op_log_softmax (n : nat) X : tensor :=
  rowwise (fun x k => x k - log (rowsum n (fun j => exp (x j)))) X.
(* Y = softmax output *)
Definition op_softmax_backward (n : nat) Y dY : tensor :=
  fun i => Y i * (dY i - rowsum n (fun j => Y (row_at i j) * dY (row_at i j))).
(* Y = log_softmax output *)
Definition op_log_softmax_backward (n : nat) Y dY : tensor :=
  fun i => dY i - exp (Y i) * rowsum n (fun j => dY (row_at i j)).
(* RMSNorm over the last axis (length n), weight W : [n] *)
Definition rms_scale n eps (x : nat -> R) := rsqrt ((n%:R)^-1 * rowsum n (fun j => x j ^+ 2) + eps).
Definition op_rmsnorm (n : nat) (eps : R) W X : tensor :=
  rowwise (fun x k => x k * rms_scale n eps x * W [:: k]) X.
(* dX_k = r w_k dY_k - x_k r^3 / n * sum_j dY_j w_j x_j,  r = rsqrt(ms + eps) *)
Definition op_rmsnorm_backward (n : nat) (eps : R) W X dY : tensor :=
  fun i => let x := fun j => X (row_at i j) in let r := rms_scale n eps x in
    let k := nth 0%N i (lastd i) in
    r * W [:: k] * dY i
    - x k * r ^+ 3 / n%:R * rowsum n (fun j => dY (row_at i j) * W [:: j] * x j).

(* masked softmax over the last axis: entries with a false mask bit have
   probability 0 (the exact meaning of filling -inf before softmax); the
   mask is 2-D, read at [:: query; key] = the last two coordinates *)
Definition mask_at (M : seq nat -> bool) (i : seq nat) : bool :=
  M [:: nth 0%N i (size i).-2; nth 0%N i (lastd i)].
Definition op_masked_softmax (n : nat) (M : seq nat -> bool) X : tensor :=
  fun i => if mask_at M i then
    exp (X i) / rowsum n (fun j => if mask_at M (row_at i j) then exp (X (row_at i j)) else 0)
  else 0.

(* GQA: query head h (axis size-3) reads kv head h %/ g *)
Definition kv_expand (g : nat) X : tensor :=
  fun i => X (set_nth 0%N i (size i - 3)%N (nth 0%N i (size i - 3)%N %/ g)).
Definition transpose_last X : tensor := fun i => op_transpose (size i).-2 (lastd i) X i.

(* scaled dot-product attention from primitives; Q : [..., H, Nq, Dh],
   K, V : [..., Hkv, Nk, Dh] with H = g * Hkv; mask M : [Nq; Nk] *)
Definition op_sdpa (Nk Dh : nat) (scale : R) (g : nat) (M : seq nat -> bool) Q K V : tensor :=
  op_batched_matmul Nk
    (op_masked_softmax Nk M (op_scale scale (op_batched_matmul Dh Q (transpose_last (kv_expand g K)))))
    (kv_expand g V).

(* per-token cross-entropy over the last axis of logits (V classes):
   log (sum_v exp z_v) - z_label; the mean over tokens is a separate op *)
Definition op_cross_entropy (V : nat) (Z : tensor) (labels : seq nat -> nat) : tensor :=
  fun i => log (rowsum V (fun v => exp (Z (rcons i v))))
           - rowsum V (fun v => indicator R (labels i == v) * Z (rcons i v)).
(* d loss_t / d z_{t,v} = dL_t * (softmax_v - [v = label_t]) *)
Definition op_cross_entropy_backward (V : nat) (Z : tensor) (labels : seq nat -> nat) (dL : tensor) : tensor :=
  fun i => let t := take (lastd i) i in
    dL t * (softmax_row V (fun v => Z (row_at i v)) (nth 0%N i (lastd i))
            - indicator R (labels t == nth 0%N i (lastd i))).
End FieldOps.

(* ---- appended (rules for vocab parallelism / microbatching) ---- *)
Section OpsExt.
Variable R : comRingType.
Local Open Scope ring_scope.
(* embedding with the Plan IR's offset semantics (EmbeddingAttrs.offset):
   row ids - off of the V-row table E if 0 <= ids - off < V, else 0.
   The SM embedding is [op_embedding_off V 0]. *)
Definition op_embedding_off (V off : nat) (E : seq nat -> R) (ids : seq nat -> nat) : seq nat -> R :=
  fun i => let t := ids (take (lastd i) i) in
    if (off <= t) && (t < off + V)%N then E [:: (t - off)%N; nth 0%N i (lastd i)] else 0.
(* gradient accumulation: the PM add chain acc_0 = 0, acc_{m+1} = acc_m + F m *)
Fixpoint accum_add (M : nat) (F : nat -> seq nat -> R) : seq nat -> R :=
  if M is M'.+1 then op_add (accum_add M' F) (F M') else fun _ => 0.
End OpsExt.

(* ---- appended (halo exchange, vocab-parallel cross-entropy, backward) ---- *)
(* OP_ARANGE with ArangeAttrs.start: [start, start + n) as a 1-D index tensor *)
Definition op_arange_from (start : nat) : seq nat -> nat := fun i => (start + nth 0 i 0)%N.
(* OP_CONCAT of two index tensors (op_concat is the ring-valued one) *)
Definition op_concat_index (d n1 : nat) (X Y : seq nat -> nat) : seq nat -> nat :=
  fun i => if nth 0 i d < n1 then X i else Y (set_nth 0 i d (nth 0 i d - n1)).
Section OpsExt2.
Variable R : comRingType.
Local Open Scope ring_scope.
Local Notation tensor := (seq nat -> R).
(* log (not in the Plan IR v1 vocabulary: SCHEMA_GAPS.md 3) *)
Definition op_log (log : R -> R) (X : tensor) : tensor := pointwise log X.
(* one-hot pick with a vocab offset: sum_v [labels i = off + v] * Z[i, v] over the
   V local classes (the label's logit if it falls in [off, off + V), else 0) *)
Definition op_pick_off (off V : nat) (Z : tensor) (labels : seq nat -> nat) : tensor :=
  fun i => \sum_(0 <= v < V) indicator R (labels i == off + v)%N * Z (rcons i v).
(* OP_EMBEDDING_BACKWARD with EmbeddingAttrs.offset, tokens 1-D of length N:
   dW[v; e] = sum_t [ids t = off + v] dY[t; e] (v < V local rows) *)
Definition op_embedding_backward_off (off N : nat) (ids : seq nat -> nat) (dY : tensor) : tensor :=
  fun i => \sum_(0 <= t < N) (if ids [:: t] == (off + nth 0%N i 0)%N then dY [:: t; nth 0%N i 1] else 0).
End OpsExt2.
Section OpsExt2F.
Variable R : fieldType.
Local Open Scope ring_scope.
Local Notation tensor := (seq nat -> R).
Variable rsqrt : R -> R.
(* OP_RMSNORM_BACKWARD's second output, leading dims flattened to N rows:
   dw[k] = sum_t dY[t; k] * X[t; k] * r_t,  r_t = rsqrt(mean_j X[t; j]^2 + eps) *)
Definition op_rmsnorm_backward_w (n N : nat) (eps : R) (X dY : tensor) : tensor :=
  fun i => \sum_(0 <= t < N)
    dY [:: t; nth 0%N i 0] * X [:: t; nth 0%N i 0] * rms_scale rsqrt n eps (fun j => X [:: t; j]).
End OpsExt2F.
