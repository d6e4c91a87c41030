"""Exact arithmetic over Z/pZ on int64 numpy arrays, and the seeded
pseudo-random interpretations of the nonlinear primitives.

The prime is a parameter of a run (a `Field`), not of the module: the
falsifier evaluates a plan over two primes, so that a factor that happens
to be 1 (or 0) modulo one of them still shows. Values are kept reduced in
[0, p). Every prime here is below 2^31: products of two reduced values fit
in int64 (< 2^62), and matmul splits the right operand into 16-bit limbs so
that every partial sum stays below 2^63 for contraction lengths below 2^16.
"""

from __future__ import annotations

import dataclasses
import hashlib

import numpy as np

# The two primes the falsifier evaluates over (the two largest below 2^31).
PRIMES = ((1 << 31) - 1, (1 << 31) - 19)
_MAX_CONTRACTION = 1 << 16


@dataclasses.dataclass(frozen=True)
class Field:
    p: int

    def __post_init__(self):
        if not 2 < self.p < 1 << 31:
            raise ValueError(f"prime {self.p} outside (2, 2^31): int64 products would overflow")

    @property
    def label(self) -> str:
        return f"Z/{self.p}Z"

    def reduce(self, a) -> np.ndarray:
        return np.mod(np.asarray(a, dtype=np.int64), self.p)

    def const(self, v: int) -> int:
        return v % self.p

    def inv(self, a: np.ndarray) -> np.ndarray:
        """Elementwise inverse by Fermat (a^(p-2)); 0 maps to 0 as in MathComp."""
        p = self.p
        a = self.reduce(a)
        result = np.ones_like(a)
        base = a.copy()
        e = p - 2
        while e:
            if e & 1:
                result = (result * base) % p
            base = (base * base) % p
            e >>= 1
        return result

    def inv_scalar(self, v: int) -> int:
        return pow(v % self.p, self.p - 2, self.p)

    def matmul(self, a: np.ndarray, b: np.ndarray) -> np.ndarray:
        """(a @ b) mod p with numpy broadcasting of leading dims."""
        if a.shape[-1] >= _MAX_CONTRACTION:
            raise OverflowError("contraction too long for the limb-split matmul")
        p = self.p
        lo = b & 0xFFFF
        hi = b >> 16
        r_lo = np.matmul(a, lo) % p
        r_hi = np.matmul(a, hi) % p
        return (r_lo + (r_hi << 16) % p) % p

    def random(self, seed_material: str, shape) -> np.ndarray:
        """Seeded uniform ring values."""
        return random_values(seed_material, shape, "ring", 0, self.p)


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
    algebraic identity (exp(a+b) != exp a * exp b) a real proof could use.
    It carries the run's field: every kernel reads the prime from here."""

    def __init__(self, seed: int, field: Field):
        self.seed = seed
        self.field = field
        self._salt: dict[str, np.uint64] = {}

    def salt(self, name: str) -> np.uint64:
        if name not in self._salt:
            h = hashlib.sha256(f"{self.seed}:{name}".encode()).digest()
            self._salt[name] = np.uint64(int.from_bytes(h[:8], "little"))
        return self._salt[name]

    def apply(self, name: str, x: np.ndarray) -> np.ndarray:
        with np.errstate(over="ignore"):
            h = splitmix(np.asarray(x, dtype=np.uint64) ^ self.salt(name))
        return (h % np.uint64(self.field.p)).astype(np.int64)

    def table(self, name: str, a: np.ndarray, b: np.ndarray) -> np.ndarray:
        """A function of two naturals (RoPE cos/sin by position and pair)."""
        with np.errstate(over="ignore"):
            key = splitmix(np.asarray(a, dtype=np.uint64) ^ self.salt(name)) + np.asarray(b, dtype=np.uint64)
        return (splitmix(key) % np.uint64(self.field.p)).astype(np.int64)

    def row_hash(self, name: str, rows: np.ndarray) -> np.ndarray:
        """A hash of each last-dim row (for top-k's selection function)."""
        n = rows.shape[-1]
        with np.errstate(over="ignore"):
            pos = np.arange(n, dtype=np.uint64) * _GOLDEN
            mixed = splitmix(np.asarray(rows, dtype=np.uint64) ^ pos ^ self.salt(name))
            return splitmix(np.sum(mixed, axis=-1, dtype=np.uint64))


def random_values(seed_material: str, shape, rng_kind: str, lo: int = 0, hi: int = 2) -> np.ndarray:
    """Seeded values: a mask (rng_kind "mask") or integers in [lo, hi)."""
    h = hashlib.sha256(seed_material.encode()).digest()
    rng = np.random.default_rng(int.from_bytes(h[:8], "little"))
    if rng_kind == "mask":
        return rng.integers(0, 2, size=shape).astype(bool)
    return rng.integers(lo, hi, size=shape, dtype=np.int64)
