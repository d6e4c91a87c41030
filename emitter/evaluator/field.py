"""Exact arithmetic over Z/pZ, p = 2^31 - 1, on int64 numpy arrays, and the
seeded pseudo-random interpretations of the nonlinear primitives.

Values are kept reduced in [0, p). Products of two reduced values fit in
int64 (< 2^62); matmul splits the right operand into 16-bit limbs so that
every partial sum stays below 2^63 for contraction lengths below 2^16.
"""

from __future__ import annotations

import hashlib

import numpy as np

PRIME = (1 << 31) - 1
_MAX_CONTRACTION = 1 << 16


def reduce(a) -> np.ndarray:
    return np.mod(np.asarray(a, dtype=np.int64), PRIME)


def const(v: int) -> int:
    return v % PRIME


def inv(a: np.ndarray) -> np.ndarray:
    """Elementwise inverse by Fermat (a^(p-2)); 0 maps to 0 as in MathComp."""
    a = reduce(a)
    result = np.ones_like(a)
    base = a.copy()
    e = PRIME - 2
    while e:
        if e & 1:
            result = (result * base) % PRIME
        base = (base * base) % PRIME
        e >>= 1
    return result


def inv_scalar(v: int) -> int:
    return pow(v % PRIME, PRIME - 2, PRIME)


def matmul(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """(a @ b) mod p with numpy broadcasting of leading dims."""
    if a.shape[-1] >= _MAX_CONTRACTION:
        raise OverflowError("contraction too long for the limb-split matmul")
    lo = b & 0xFFFF
    hi = b >> 16
    r_lo = np.matmul(a, lo) % PRIME
    r_hi = np.matmul(a, hi) % PRIME
    return (r_lo + (r_hi << 16) % PRIME) % PRIME


_M1 = np.uint64(0xBF58476D1CE4E5B9)
_M2 = np.uint64(0x94D049BB133111EB)
_GOLDEN = np.uint64(0x9E3779B97F4A7C15)


def splitmix(x: np.ndarray) -> np.ndarray:
    x = np.asarray(x, dtype=np.uint64)
    with np.errstate(over="ignore"):
        x = x + _GOLDEN
        x = (x ^ (x >> np.uint64(30))) * _M1
        x = (x ^ (x >> np.uint64(27))) * _M2
        return x ^ (x >> np.uint64(31))


class Functions:
    """The nonlinear primitives as fixed pseudo-random functions of the
    field, keyed by name and seed: identical in SM and PM, and with no
    algebraic identity (exp(a+b) != exp a * exp b) a real proof could use."""

    def __init__(self, seed: int):
        self.seed = seed
        self._salt: dict[str, np.uint64] = {}

    def salt(self, name: str) -> np.uint64:
        if name not in self._salt:
            h = hashlib.sha256(f"{self.seed}:{name}".encode()).digest()
            self._salt[name] = np.uint64(int.from_bytes(h[:8], "little"))
        return self._salt[name]

    def apply(self, name: str, x: np.ndarray) -> np.ndarray:
        with np.errstate(over="ignore"):
            h = splitmix(np.asarray(x, dtype=np.uint64) ^ self.salt(name))
        return (h % np.uint64(PRIME)).astype(np.int64)

    def table(self, name: str, a: np.ndarray, b: np.ndarray) -> np.ndarray:
        """A function of two naturals (RoPE cos/sin by position and pair)."""
        with np.errstate(over="ignore"):
            key = splitmix(np.asarray(a, dtype=np.uint64) ^ self.salt(name)) + np.asarray(b, dtype=np.uint64)
        return (splitmix(key) % np.uint64(PRIME)).astype(np.int64)

    def row_hash(self, name: str, rows: np.ndarray) -> np.ndarray:
        """A hash of each last-dim row (for top-k's selection function)."""
        n = rows.shape[-1]
        with np.errstate(over="ignore"):
            pos = np.arange(n, dtype=np.uint64) * _GOLDEN
            mixed = splitmix(np.asarray(rows, dtype=np.uint64) ^ pos ^ self.salt(name))
            return splitmix(np.sum(mixed, axis=-1, dtype=np.uint64))


def random_values(seed_material: str, shape, rng_kind: str = "ring", lo: int = 0, hi: int = PRIME) -> np.ndarray:
    h = hashlib.sha256(seed_material.encode()).digest()
    rng = np.random.default_rng(int.from_bytes(h[:8], "little"))
    if rng_kind == "mask":
        return rng.integers(0, 2, size=shape).astype(bool)
    return rng.integers(lo, hi, size=shape, dtype=np.int64)
