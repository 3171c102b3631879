import Foundation

/// Results written by worker threads, each to its own index.
private final class Results<T>: @unchecked Sendable {
  var items: [T?]
  var next = 0
  let lock = NSLock()

  init(count: Int) { items = Array(repeating: nil, count: count) }

  /// The next index to work on, or nil when all are taken.
  func take(below count: Int) -> Int? {
    lock.lock()
    defer { lock.unlock() }
    guard next < count else { return nil }
    next += 1
    return next - 1
  }

  func store(_ value: T, at index: Int) {
    lock.lock()
    items[index] = value
    lock.unlock()
  }
}

/// Runs `body` for every index below `count` on `jobs` threads; the results come back in index
/// order, so the output never depends on the number of threads.
func parallelMap<T>(_ count: Int, jobs: Int, _ body: @Sendable (Int) -> T) -> [T] {
  let results = Results<T>(count: count)
  let workers = max(1, min(jobs, count))
  if workers == 1 {
    return (0..<count).map(body)
  }
  DispatchQueue.concurrentPerform(iterations: workers) { _ in
    while let index = results.take(below: count) { results.store(body(index), at: index) }
  }
  return results.items.map { $0! }
}

/// Runs `side` on a thread of its own while `main` runs on this one when there are `jobs` to
/// spare (more than one), else after `main`.
func alongside<A, B: Sendable>(jobs: Int, _ main: () -> A, _ side: @escaping @Sendable () -> B) -> (A, B) {
  guard jobs > 1 else { return (main(), side()) }
  let result = SideResult<B>()
  let done = DispatchSemaphore(value: 0)
  DispatchQueue.global().async {
    result.value = side()
    done.signal()
  }
  let first = main()
  done.wait()
  return (first, result.value!)
}

/// What a side task leaves; written before its semaphore is signalled, read after it is waited on.
private final class SideResult<T>: @unchecked Sendable {
  var value: T?
}

/// The number of cores, the default for `--jobs`.
var coreCount: Int { ProcessInfo.processInfo.activeProcessorCount }

/// Runs `produce` on this thread while `jobs - 1` other threads run `body` on the items it hands
/// to the function it is given, as they come; once it returns, this thread takes items too. The
/// results come back in the order the items were handed over, whatever the number of threads.
func pipelinedMap<Item: Sendable, T>(
  jobs: Int, _ produce: (@escaping (Item) -> Void) -> Void, each body: @escaping @Sendable (Item) -> T
) -> [T] {
  let pipeline = Pipeline<Item, T>()
  let workers = DispatchGroup()
  for _ in 1..<max(jobs, 1) {
    DispatchQueue.global().async(group: workers) { pipeline.work(body) }
  }
  produce(pipeline.add)
  pipeline.finish()
  pipeline.work(body)
  workers.wait()
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
