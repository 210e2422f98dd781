// What best and exact share: the input seen as 16-byte words, and the last-block ticket.
#pragma once

#include <cstddef>
#include <cstdint>

// Elements before the first 16-byte boundary (head), whole words, and the first element after
// them (tail): head and n - tail elements are taken one by one, any alignment works.
template <class T> struct Words {
    static constexpr size_t per_word = 16 / sizeof(T);
    size_t head, words, tail;
    __device__ Words(const T *in, size_t n)
    {
        const size_t misalign = ((uintptr_t)in / sizeof(T)) % per_word;
        head = misalign ? (n < per_word - misalign ? n : per_word - misalign) : 0;
        words = (n - head) / per_word;
        tail = head + words * per_word;
    }
};

// last-block's two full fences become one acquire-release atomic: release publishes this block's
// partial with its ticket, acquire (for the last block) orders its reads of the partials after
// every other block's release, and the caller's barrier carries that to the block. inc wraps to
// 0 after gridDim.x - 1, so the last ticket also resets the counter. Called by one thread.
__device__ __forceinline__ bool draw_last_ticket(unsigned *counter)
{
    unsigned ticket;
    asm volatile("atom.acq_rel.gpu.global.inc.u32 %0, [%1], %2;"
                 : "=r"(ticket)
                 : "l"(counter), "r"(gridDim.x - 1)
                 : "memory");
    return ticket == gridDim.x - 1;
}
