import Foundation

/// The indices of a `parallelMap` and their results. Two jobs took the lock and wrote the shared
/// array twice a file, and the lock's line went from core to core: the threads now take a share of
/// the indices left (at most 16, one at a time near the end, so that they finish together) and
/// write each result without a lock, to the slot of an index no other thread has.
private final class Results<T>: @unchecked Sendable {
  private let slots: UnsafeMutableBufferPointer<T?>
  private let workers: Int
  private var next = 0
  private let lock = NSLock()

  init(count: Int, workers: Int) {
    slots = .allocate(capacity: count)
    slots.initialize(repeating: nil)
    self.workers = workers
  }

  deinit {
    _ = slots.deinitialize()
    slots.deallocate()
  }

  /// The results, once every thread is done.
  var items: [T] { slots.map { $0! } }

  /// The next indices to work on, or nil when all are taken.
  func take() -> Range<Int>? {
    lock.withLock {
      guard next < slots.count else { return nil }
      let size = min(16, max(1, (slots.count - next) / (4 * workers)))
      defer { next += size }
      return next..<next + size
    }
  }

  func store(_ value: T, at index: Int) { slots[index] = value }
}

/// Runs `body` for every index below `count` on `jobs` threads; the results come back in index
/// order, so the output never depends on the number of threads.
func parallelMap<T>(_ count: Int, jobs: Int, _ body: @Sendable (Int) -> T) -> [T] {
  let workers = max(1, min(jobs, count))
  if workers == 1 {
    return (0..<count).map(body)
  }
  let results = Results<T>(count: count, workers: workers)
  withoutActuallyEscaping(body) { body in
    let work: @Sendable () -> Void = {
      while let indices = results.take() {
        for index in indices { results.store(body(index), at: index) }
      }
    }
    onOtherThreads(workers - 1, work, while: work)
  }
  return results.items
}

/// Runs `side` on a thread of its own while `main` runs on this one when there are `jobs` to
/// spare (more than one) and a thread starts, else after `main`.
func alongside<A, B: Sendable>(jobs: Int, _ main: () -> A, _ side: @escaping @Sendable () -> B) -> (A, B) {
  let result = SideResult<B>()
  var helpers = Helpers()
  let isAlongside = jobs > 1 && helpers.start { result.value = side() }
  let first = main()
  helpers.wait()
  return (first, isAlongside ? result.value! : side())
}

/// What a side task leaves; written before its thread is done, read after it is waited for.
private final class SideResult<T>: @unchecked Sendable {
  var value: T?
}

/// The number of cores, the default for `--jobs`.
var coreCount: Int { ProcessInfo.processInfo.activeProcessorCount }

/// Runs `produce` on this thread while up to `jobs - 1` other threads run `body` on the items it
/// hands to the function it is given, as they come; once it returns, this thread takes items too.
/// A thread is started for an item only, so a project of few files starts few threads whatever
/// `jobs` says. The results come back in the order the items were handed over, whatever the number
/// of threads.
func pipelinedMap<Item: Sendable, T>(
  jobs: Int, _ produce: (@escaping (Item) -> Void) -> Void, each body: @escaping @Sendable (Item) -> T
) -> [T] {
  let pipeline = Pipeline<Item, T>()
  var helpers = Helpers()
  var added = 0
  produce { item in
    pipeline.add(item)
    added += 1
    if added <= max(jobs, 1) - 1 { helpers.start { pipeline.work(body) } }
  }
  pipeline.finish()
  pipeline.work(body)
  helpers.wait()
  return pipeline.results.map { $0! }
}

/// The items of a `pipelinedMap`, and their results.
private final class Pipeline<Item, T>: @unchecked Sendable {
  private let condition = NSCondition()
  private var items: [Item] = []
  private(set) var results: [T?] = []
  private var next = 0
  private var isProducing = true

  func add(_ item: Item) {
    condition.withLock {
      items.append(item)
      results.append(nil)
      condition.signal()
    }
  }

  func finish() {
    condition.withLock {
      isProducing = false
      condition.broadcast()
    }
  }

  /// Runs `body` on the next item not taken, until every item is and no more will come.
  func work(_ body: (Item) -> T) {
    while let (index, item) = take() {
      let result = body(item)
      condition.withLock { results[index] = result }
    }
  }

  private func take() -> (Int, Item)? {
    condition.lock()
    defer { condition.unlock() }
    while next == items.count && isProducing { condition.wait() }
    guard next < items.count else { return nil }
    next += 1
    return (next - 1, items[next - 1])
  }
}

/// Runs `body` on `count` threads besides this one while `here` runs on this one, and returns once
/// all are done. Threads that cannot be started are left out: `here` still runs.
func onOtherThreads(_ count: Int, _ body: @escaping @Sendable () -> Void, while here: () -> Void) {
  var helpers = Helpers()
  for _ in 0..<count where !helpers.start(body) { break }
  here()
  helpers.wait()
}

/// The threads a stage started besides its own, and the wait for them.
private struct Helpers {
  private let done = DispatchGroup()

  /// Runs `body` on a worker thread; false when none could be started (a process or thread limit),
  /// which is said once on stderr and leaves the work to the threads there are.
  @discardableResult
  mutating func start(_ body: @escaping @Sendable () -> Void) -> Bool {
    guard let worker = WorkerThread.take() else { return false }
    worker.run(body, done: done)
    return true
  }

  func wait() { done.wait() }
}

/// A thread kept for the whole process, which runs one body at a time for `onOtherThreads`.
///
/// A stage's threads are the idle ones, the most recently idle first, so a scan's stages run on the
/// same threads, and each thread's heap (glibc gives every thread one of its own) serves them all:
/// what one stage frees, the next allocates.
private final class WorkerThread: @unchecked Sendable {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var idle: [WorkerThread] = []
  nonisolated(unsafe) private static var toldOfFailure = false

  private let ready = DispatchSemaphore(value: 0)
  /// Set before `ready` is signalled, taken by the thread.
  private var job: (body: @Sendable () -> Void, done: DispatchGroup)?

  /// An idle thread, or a new one; nil when no thread can be started.
  static func take() -> WorkerThread? {
    if let worker = lock.withLock({ idle.popLast() }) { return worker }
    let worker = WorkerThread()
    var thread = pthread_t()
    let context = Unmanaged.passRetained(worker).toOpaque()
    let status = pthread_create(
      &thread, nil,
      { context in
        let worker = Unmanaged<WorkerThread>.fromOpaque(context!).takeRetainedValue()
        while true { worker.runJob() }
      }, context)
    guard status == 0 else {
      Unmanaged<WorkerThread>.fromOpaque(context).release()
      let isFirst = lock.withLock { () -> Bool in
        defer { toldOfFailure = true }
        return !toldOfFailure
      }
      if isFirst {
        FileSystem.write(
          2,
          "dialoglint: warning: cannot start a worker thread (\(String(cString: strerror(status)))); "
            + "going on with the threads there are\n")
      }
      return nil
    }
    pthread_detach(thread)
    return worker
  }

  func run(_ body: @escaping @Sendable () -> Void, done: DispatchGroup) {
    done.enter()
    job = (body, done)
    ready.signal()
  }

  private func runJob() {
    ready.wait()
    let done: DispatchGroup
    // The body is released before the caller hears it is done: `parallelMap`'s is one that must
    // not escape.
    do {
      let job = job.take()!
      job.body()
      done = job.done
    }
    Self.lock.withLock { Self.idle.append(self) }
    done.leave()
  }
}
