import Foundation

/// The lock of the model's shared caches, whose critical sections are a dictionary lookup or
/// insert: a thread that finds it taken tries again (giving up its core now and then) instead of
/// sleeping, as a sleeping lock makes two jobs wake each other far more often than they wait.
///
/// Nothing ever sleeps on the mutex, so releasing it never has a thread to wake.
final class ShortLock: @unchecked Sendable {
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

  init() { pthread_mutex_init(mutex, nil) }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  func withLock<T>(_ body: () throws -> T) rethrows -> T {
    var tries = 0
    while pthread_mutex_trylock(mutex) != 0 {
      tries += 1
      // The holder may have lost its core (more jobs than cores): let it run.
      if tries % 64 == 0 { sched_yield() }
    }
    defer { pthread_mutex_unlock(mutex) }
    return try body()
  }
}
