"""Importable parallel plans (parallelize_module plan dicts) for the test models."""
