"""Reads the compiler's index store (index-while-building data) through libIndexStore.

Every reference the Swift compiler resolved while compiling a file is recorded there with
the referenced declaration's USR and the 1-based line and UTF-8 column of the reference.
"""
from __future__ import annotations

import ctypes
import os
from dataclasses import dataclass

ROLE_REFERENCE = 1 << 2
DEPENDENCY_UNIT = 1
DEPENDENCY_RECORD = 2


class IndexStoreError(Exception):
    """The index store or libIndexStore could not be read."""


@dataclass(frozen=True)
class Reference:
    """One reference to a declaration, as the compiler recorded it."""
    path: str
    line: int
    column: int
    usr: str
    name: str


@dataclass
class Unit:
    """One compiled source file: its references and the modules it imported."""
    main_file: str
    modification_time: float
    record_name: str | None
    imported_module_files: list[str]


class _StringRef(ctypes.Structure):
    _fields_ = [("data", ctypes.c_void_p), ("length", ctypes.c_size_t)]

    def text(self) -> str:
        if not self.length:
            return ""
        return ctypes.string_at(self.data, self.length).decode("utf-8", "replace")


_vp = ctypes.c_void_p
_UNIT_APPLIER = ctypes.CFUNCTYPE(ctypes.c_bool, _vp, _StringRef)
_POINTER_APPLIER = ctypes.CFUNCTYPE(ctypes.c_bool, _vp, _vp)


def _declare(lib: ctypes.CDLL) -> None:
    def fn(name, restype, *argtypes):
        function = getattr(lib, name)
        function.restype = restype
        function.argtypes = list(argtypes)

    error_out = ctypes.POINTER(_vp)
    fn("indexstore_error_get_description", ctypes.c_char_p, _vp)
    fn("indexstore_store_create", _vp, ctypes.c_char_p, error_out)
    fn("indexstore_store_dispose", None, _vp)
    fn("indexstore_store_units_apply_f", ctypes.c_bool, _vp, ctypes.c_uint, _vp, _UNIT_APPLIER)
    fn("indexstore_unit_reader_create", _vp, _vp, ctypes.c_char_p, error_out)
    fn("indexstore_unit_reader_dispose", None, _vp)
    fn("indexstore_unit_reader_get_main_file", _StringRef, _vp)
    fn("indexstore_unit_reader_get_modification_time", None, _vp,
       ctypes.POINTER(ctypes.c_int64), ctypes.POINTER(ctypes.c_int64))
    fn("indexstore_unit_reader_dependencies_apply_f", ctypes.c_bool, _vp, _vp, _POINTER_APPLIER)
    fn("indexstore_unit_dependency_get_kind", ctypes.c_int, _vp)
    fn("indexstore_unit_dependency_get_name", _StringRef, _vp)
    fn("indexstore_unit_dependency_get_filepath", _StringRef, _vp)
    fn("indexstore_record_reader_create", _vp, _vp, ctypes.c_char_p, error_out)
    fn("indexstore_record_reader_dispose", None, _vp)
    fn("indexstore_record_reader_occurrences_apply_f", ctypes.c_bool, _vp, _vp, _POINTER_APPLIER)
    fn("indexstore_occurrence_get_symbol", _vp, _vp)
    fn("indexstore_occurrence_get_roles", ctypes.c_uint64, _vp)
    fn("indexstore_occurrence_get_line_col", None, _vp,
       ctypes.POINTER(ctypes.c_uint), ctypes.POINTER(ctypes.c_uint))
    fn("indexstore_symbol_get_usr", _StringRef, _vp)
    fn("indexstore_symbol_get_name", _StringRef, _vp)


class IndexStore:
    """An open index store directory (the `index/store` beside a build's products)."""

    def __init__(self, library_path: str, store_path: str):
        if not os.path.isdir(store_path):
            raise IndexStoreError(f"no index store at {store_path}")
        try:
            self._lib = ctypes.CDLL(library_path)
            _declare(self._lib)
        except (OSError, AttributeError) as error:
            raise IndexStoreError(f"cannot load {library_path}: {error}") from error
        error = _vp()
        self._store = self._lib.indexstore_store_create(store_path.encode(), ctypes.byref(error))
        if not self._store:
            raise IndexStoreError(f"cannot open {store_path}: {self._describe(error)}")

    def _describe(self, error: _vp) -> str:
        if not error.value:
            return "unknown error"
        return self._lib.indexstore_error_get_description(error).decode("utf-8", "replace")

    def close(self) -> None:
        if self._store:
            self._lib.indexstore_store_dispose(self._store)
            self._store = None

    def unit_names(self) -> list[str]:
        names: list[str] = []
        applier = _UNIT_APPLIER(lambda _context, name: names.append(name.text()) or True)
        self._lib.indexstore_store_units_apply_f(self._store, 0, None, applier)
        return names

    def unit(self, name: str) -> Unit:
        lib = self._lib
        error = _vp()
        reader = lib.indexstore_unit_reader_create(self._store, name.encode(), ctypes.byref(error))
        if not reader:
            raise IndexStoreError(f"cannot read unit {name}: {self._describe(error)}")
        try:
            seconds, nanoseconds = ctypes.c_int64(), ctypes.c_int64()
            lib.indexstore_unit_reader_get_modification_time(reader, ctypes.byref(seconds), ctypes.byref(nanoseconds))
            records: list[str] = []
            modules: list[str] = []

            def visit(_context, dependency):
                kind = lib.indexstore_unit_dependency_get_kind(dependency)
                if kind == DEPENDENCY_RECORD:
                    records.append(lib.indexstore_unit_dependency_get_name(dependency).text())
                elif kind == DEPENDENCY_UNIT:
                    modules.append(lib.indexstore_unit_dependency_get_filepath(dependency).text())
                return True

            lib.indexstore_unit_reader_dependencies_apply_f(reader, None, _POINTER_APPLIER(visit))
            return Unit(
                main_file=lib.indexstore_unit_reader_get_main_file(reader).text(),
                modification_time=seconds.value + nanoseconds.value / 1e9,
                record_name=records[0] if records else None,
                imported_module_files=modules,
            )
        finally:
            lib.indexstore_unit_reader_dispose(reader)

    def references(self, record_name: str, path: str) -> list[Reference]:
        """Every occurrence in the record that references (rather than declares) a symbol."""
        lib = self._lib
        error = _vp()
        reader = lib.indexstore_record_reader_create(self._store, record_name.encode(), ctypes.byref(error))
        if not reader:
            raise IndexStoreError(f"cannot read record {record_name}: {self._describe(error)}")
        found: list[Reference] = []
        line, column = ctypes.c_uint(), ctypes.c_uint()

        def visit(_context, occurrence):
            if lib.indexstore_occurrence_get_roles(occurrence) & ROLE_REFERENCE:
                symbol = lib.indexstore_occurrence_get_symbol(occurrence)
                lib.indexstore_occurrence_get_line_col(occurrence, ctypes.byref(line), ctypes.byref(column))
                found.append(Reference(path, line.value, column.value,
                                       lib.indexstore_symbol_get_usr(symbol).text(),
                                       lib.indexstore_symbol_get_name(symbol).text()))
            return True

        try:
            lib.indexstore_record_reader_occurrences_apply_f(reader, None, _POINTER_APPLIER(visit))
        finally:
            lib.indexstore_record_reader_dispose(reader)
        return found
