"""Importable model factories for the PyTorch frontend (test fixtures)."""
