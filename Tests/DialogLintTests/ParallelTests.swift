import Foundation
import Testing

@testable import DialogLintCLI

@Suite("Parallel stages: results in order, whatever the number of jobs")
struct ParallelTests {
  @Test("a pipelined map works on items while they are still coming, and returns their results in order")
  func pipelinedMapOrder() {
    for jobs in [1, 2, 3, 8] {
      let started = DispatchSemaphore(value: 0)
      let results = pipelinedMap(jobs: jobs) { (add: @escaping (Int) -> Void) in
        for item in 0..<200 {
          add(item)
          // With other jobs, the first item is worked on before the rest are handed over.
          if item == 0 && jobs > 1 { #expect(started.wait(timeout: .now() + 10) == .success, "jobs \(jobs)") }
        }
      } each: { item in
        if item == 0 { started.signal() }
        usleep(UInt32(item * 37 % 5) * 100)
        return item * 2
      }
      #expect(results == (0..<200).map { $0 * 2 }, "jobs \(jobs)")
    }
    #expect(pipelinedMap(jobs: 2, { (_: @escaping (Int) -> Void) in }, each: { $0 }).isEmpty)
  }

  @Test("a parallel map runs every index once and returns the results in index order")
  func parallelMapOrder() {
    for jobs in [1, 2, 3, 8] {
      for count in [0, 1, 7, 100, 1000] {
        let runs = Runs(count)
        let results = parallelMap(count, jobs: jobs) { index in
          runs.add(index)
          if index % 97 == 0 { usleep(200) }
          return index * 3
        }
        #expect(results == (0..<count).map { $0 * 3 }, "jobs \(jobs), count \(count)")
        #expect(runs.counts.allSatisfy { $0 == 1 }, "jobs \(jobs), count \(count)")
      }
    }
  }

  /// How many times each index ran.
  private final class Runs: @unchecked Sendable {
    private let lock = NSLock()
    private var seen: [Int]

    init(_ count: Int) { seen = Array(repeating: 0, count: count) }
    var counts: [Int] { lock.withLock { seen } }
    func add(_ index: Int) { lock.withLock { seen[index] += 1 } }
  }
}

@Suite("Worker threads: a body on as many other threads as asked, all at once")
struct WorkerThreadTests {
  /// The threads bodies ran on.
  private final class Threads: @unchecked Sendable {
    private let lock = NSLock()
    private var seen: [ObjectIdentifier] = []

    var all: [ObjectIdentifier] { lock.withLock { seen } }
    func add(_ threads: [ObjectIdentifier]) { lock.withLock { seen += threads } }
  }

  /// Runs `count` bodies that each wait for all the others, and expects them on as many threads,
  /// none of them the caller's.
  private static func expectOwnThreads(_ count: Int) {
    let threads = Threads()
    let arrived = DispatchGroup()
    for _ in 0..<count { arrived.enter() }
    onOtherThreads(count) {
      threads.add([ObjectIdentifier(Thread.current)])
      arrived.leave()
      #expect(arrived.wait(timeout: .now() + 10) == .success, "a body waited for the others")
    } while: {
    }
    let caller = ObjectIdentifier(Thread.current)
    #expect(Set(threads.all).count == count && !threads.all.contains(caller), "\(count) threads")
  }

  @Test("each body runs on a thread of its own, not the caller's, and a body can ask for threads in turn")
  func ownThreads() {
    Self.expectOwnThreads(1)
    Self.expectOwnThreads(3)
    onOtherThreads(2) {
      Self.expectOwnThreads(2)
    } while: {
    }
  }
}
