#if canImport(Glibc)
import Glibc
#endif

/// glibc's allocator raises its mmap threshold each time a large block is freed, so the big blocks syntax trees
/// are built in soon come from the heap instead, where the freed ones of earlier files fragment it and are never
/// given back: a cold lint of half a million lines then peaks about 30 % higher. A fixed threshold keeps those
/// blocks mapped and returns them as each file is done. Other platforms' allocators need nothing.
enum AllocatorTuning {
    static let mmapThreshold: Int32 = 64 * 1024

    static func apply() {
        #if canImport(Glibc)
        // `mallopt` is declared in <malloc.h>, which the Glibc module leaves out; it is looked up by name instead.
        typealias MallocOption = @convention(c) (Int32, Int32) -> Int32
        let mmapThresholdOption: Int32 = -3  // M_MMAP_THRESHOLD
        guard let symbol = dlsym(nil, "mallopt") else { return }
        _ = unsafeBitCast(symbol, to: MallocOption.self)(mmapThresholdOption, mmapThreshold)
        #endif
    }
}
