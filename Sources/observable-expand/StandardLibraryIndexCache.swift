import ObservableExpander

/// The standard library's declaration index, saved in the cache folder so that a run needs the
/// roughly 5 MB of interfaces tokenized and parsed (about 60 ms) only when they change.
///
/// One file, `standard-library.index` in the cache folder: "OXI3", the archive format's version
/// (`DeclarationIndex.archiveFormatVersion`, 4 bytes little-endian), a 16-byte key, the 16-byte digest of
/// what follows, then the index (`DeclarationIndex.archived()`): a file whose bytes were changed
/// after it was written, or that another format version wrote (an older tool saved `~Copyable`
/// as `Copyable` in bytes of the same layout), is not read, and is built again and replaced.
/// The key is a digest of the format version, of this tool's build (version and
/// the executable's device, inode, size and modification time) and of each interface read (its
/// path and identity: device, inode, size, modification time), so a new toolchain, an `--sdk`
/// of other interfaces, or an interface file replaced in place makes the saved index unused: it
/// is built from the files again and replaces the saved one. Unused with `--no-cache`, when the
/// cache folder is not private, or is inside the run's input or output folder.
struct StandardLibraryIndexCache {
    static let magic = Array("OXI3".utf8)
    /// The header's length: magic, format version, key and digest.
    static let headerCount = 40
    /// A saved index larger than this (in bytes) is not read: the standard library's is about 1 MB.
    static let largestFile = 64 << 20

    /// `<folder>/standard-library.index`.
    let path: String
    let key: ContentDigest
    /// The archive format's version it reads and writes (`DeclarationIndex.archiveFormatVersion`).
    let formatVersion: UInt32

    /// The cache for an index built from `interfaces` (paths) in `folder`, or nil when this
    /// executable or one of the files cannot be identified. `formatVersion`: the archive
    /// format's version (another only in tests, to write what another tool version would).
    init?(folder: String, interfaces: [String], formatVersion: UInt32 = DeclarationIndex.archiveFormatVersion) {
        guard let build = FileIdentity(of: ExpansionCache.executablePath() ?? "") else { return nil }
        self.formatVersion = formatVersion
        var key = DigestBuilder()
        key.add("observable-expand \(CommandLineOptions.version) standard-library index format \(formatVersion)")
        key.add(build.bytes)
        for file in interfaces {
            guard let identity = FileIdentity(of: file) else { return nil }
            key.add(file)
            key.add(identity.bytes)
        }
        self.key = key.digest
        path = folder + "/standard-library.index"
    }

    /// The saved index's bytes (`DeclarationIndex.archived()`) when the file holds them under
    /// this key, unchanged since they were written; else nil.
    func loadArchive() -> [UInt8]? {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size <= Self.largestFile,
              var bytes = FileOutput.existingBytes(at: path, ifSize: Int(info.st_size)), bytes.count >= Self.headerCount,
              bytes.starts(with: Self.magic), bytes[4 ..< 8].elementsEqual(versionBytes),
              bytes[8 ..< 24].elementsEqual(keyBytes) else { return nil }
        // Digested in place and the header removed by one `memmove`: copying the archive out of a
        // slice went byte by byte (about 280,000 instructions for the standard library's).
        let digest = bytes.withUnsafeBytes { ContentDigest(UnsafeRawBufferPointer(rebasing: $0[Self.headerCount...])) }
        guard bytes[24 ..< 40].elementsEqual(Self.bytes(of: digest)) else { return nil }
        let count = bytes.count - Self.headerCount
        bytes.withUnsafeMutableBytes { raw in _ = memmove(raw.baseAddress!, raw.baseAddress! + Self.headerCount, count) }
        bytes.removeLast(Self.headerCount)
        return bytes
    }

    /// Saves an index's bytes (`DeclarationIndex.archived()`) under this key (failures ignored:
    /// the next run builds it again).
    func save(archive: [UInt8]) {
        guard CacheFolder.prepare(OutputFolderHygiene.parentFolder(of: path)) else { return }
        CacheFolder.replace(path, with: Self.magic + versionBytes + keyBytes + Self.bytes(of: ContentDigest(archive)) + archive)
    }

    private var keyBytes: [UInt8] { Self.bytes(of: key) }
    private var versionBytes: [UInt8] { withUnsafeBytes(of: formatVersion.littleEndian) { Array($0) } }

    private static func bytes(of digest: ContentDigest) -> [UInt8] {
        var bytes: [UInt8] = []
        withUnsafeBytes(of: digest.high.littleEndian) { bytes += $0 }
        withUnsafeBytes(of: digest.low.littleEndian) { bytes += $0 }
        return bytes
    }
}
