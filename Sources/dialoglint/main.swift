import DialogLintCLI

// How the process is tuned for a scan, each item here and nowhere else.

#if canImport(Glibc)
  import CHeap
  import Glibc

  /// Sets glibc's main heap up for a scan, which makes and drops syntax trees file after file.
  func prepareHeap() {
    // glibc gives back the free top of its heap past 128 KiB, and the scan faults the same pages in again.
    mallopt(M_TOP_PAD, 128 << 20)
    // A big file's bytes and tokens come from the heap too, not from a mapping of their own each.
    mallopt(M_MMAP_THRESHOLD, 32 << 20)
    // The heap's first pages in 2 MiB pages, where the kernel offers them on request: fewer faults.
    let hugePage = 2 << 20
    let top = Int(bitPattern: sbrk(0))
    // A block the free top cannot hold makes the heap grow by it and the padding at once; an
    // opaque call keeps the compiler from dropping the block.
    let block = malloc(1 << 20)
    _ = malloc_usable_size(block)
    free(block)
    let start = (top + hugePage - 1) & ~(hugePage - 1)
    let end = Int(bitPattern: sbrk(0))
    if end > start { madvise(UnsafeMutableRawPointer(bitPattern: start), end - start, MADV_HUGEPAGE) }
  }

  /// Asks for the heap of a scan's second thread in 2 MiB pages too: glibc hands the heap of a
  /// thread that ended (a 64 MiB mapping aligned to 64 MiB) to the next thread that needs one,
  /// which is the other job of `--jobs 2` in every stage. Where a heap is laid out otherwise, the
  /// advice changes the size of pages, never what they hold.
  func prepareWorkerHeap() {
    var thread = pthread_t()
    let made = pthread_create(
      &thread, nil,
      { _ in
        let heapSize = 64 << 20
        let block = malloc(64)
        let heap = Int(bitPattern: block) & ~(heapSize - 1)
        free(block)
        madvise(UnsafeMutableRawPointer(bitPattern: heap), heapSize, MADV_HUGEPAGE)
        return nil
      }, nil)
    if made == 0 { pthread_join(thread, nil) }
  }

  prepareHeap()
  prepareWorkerHeap()
#endif

/// What a scan is done with, left for the exit to free: tearing its trees down one by one only
/// delays the exit. A run hands over one project, from one thread.
nonisolated(unsafe) var keptUntilExit: [AnyObject] = []

exitProcess(CommandLineTool.run(CommandLineTool.arguments) { keptUntilExit.append($0) })
