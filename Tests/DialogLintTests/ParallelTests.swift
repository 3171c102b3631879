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
}
