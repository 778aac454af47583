// The system and Foundation modules every file of the tool uses, imported once for the module:
// FoundationEssentials where it exists (Linux; it spares the process the whole Foundation and
// its ICU data at every start), Foundation elsewhere, and the C library.
#if canImport(FoundationEssentials)
@_exported import FoundationEssentials
#else
@_exported import Foundation
#endif
#if canImport(Glibc)
@_exported import Glibc
#elseif canImport(Musl)
@_exported import Musl
#elseif canImport(Darwin)
@_exported import Darwin
#endif
