package varia.memory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** The one cache class every catalog uses (issue 26): bounded by entries and by bytes, one load per key at a time. */
class BoundedCacheTest {
    @Test
    void keepsAtMostItsEntriesTheLeastRecentlyUsedGoingFirst() {
        BoundedCache<String, String> c = new BoundedCache<>("t", 3, 1 << 20, v -> 10);
        for (String k : List.of("a", "b", "c")) c.put(k, k);
        c.get("a"); // a is now the most recently used
        c.put("d", "d");
        assertNull(c.get("b"), "b was used least recently");
        assertEquals(List.of("c", "a", "d"), c.entries().stream().map(java.util.Map.Entry::getKey).toList());
        assertEquals(3, c.size());
        assertEquals(1, c.evictions());
    }

    @Test
    void keepsAtMostItsBytesAndNeverAnEntryHeavierThanThem() {
        BoundedCache<Integer, byte[]> c = new BoundedCache<>("t", 1000, 100, v -> v.length);
        for (int i = 0; i < 50; i++) c.put(i, new byte[30]);
        assertTrue(c.bytes() <= 100, c.toString());
        assertEquals(3, c.size(), c.toString());
        c.put(99, new byte[101]);
        assertNull(c.get(99), "an entry heavier than the budget is used once, never kept");
        assertEquals(3, c.size());
    }

    @Test
    void concurrentCallersForOneKeyShareOneLoad() throws Exception {
        BoundedCache<String, Object> c = new BoundedCache<>("t", 10, 1 << 20, v -> 1);
        AtomicInteger loads = new AtomicInteger();
        CountDownLatch inLoad = new CountDownLatch(1), release = new CountDownLatch(1);
        ExecutorService pool = Executors.newFixedThreadPool(8);
        try {
            List<Future<Object>> got = new ArrayList<>();
            got.add(pool.submit(() -> c.get("k", () -> {
                loads.incrementAndGet();
                inLoad.countDown();
                release.await();
                return new Object();
            })));
            assertTrue(inLoad.await(10, TimeUnit.SECONDS));
            for (int i = 0; i < 7; i++) got.add(pool.submit(() -> c.get("k", () -> { loads.incrementAndGet(); return new Object(); })));
            Thread.sleep(100);
            release.countDown();
            Object first = got.get(0).get(10, TimeUnit.SECONDS);
            for (Future<Object> f : got) assertSame(first, f.get(10, TimeUnit.SECONDS));
            assertEquals(1, loads.get());
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void aFailedLoadIsNotKept() {
        BoundedCache<String, String> c = new BoundedCache<>("t", 10, 1 << 20, v -> 1);
        assertThrows(IllegalStateException.class, () -> c.get("k", () -> { throw new IllegalStateException("no"); }));
        assertEquals(0, c.size());
        assertEquals("v", c.get("k", () -> "v"));
    }

    @Test
    void sizesAreCloseToTheHeapMeasured() {
        // 2,000 small objects of known layout: an estimate within 30% of the arithmetic
        List<int[]> arrays = new ArrayList<>();
        for (int i = 0; i < 2000; i++) arrays.add(new int[100]);
        long est = Sizes.of(arrays);
        long exact = 2000L * (16 + 400) + 16 + 4L * 2000;
        assertTrue(Math.abs(est - exact) < exact * 0.3, est + " vs " + exact);
    }
}
