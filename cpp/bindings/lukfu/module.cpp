// paigen._core.lukfu: the Luk Fu classes and functions, in the order their
// signatures refer to one another; the templates both games share are
// registered here with the LukFu traits.
#include "../agents.h"
#include "../game.h"
#include "../observation.h"
#include "../playout.h"
#include "../vector_env.h"
#include "traits.h"

namespace paigen::bindings::lukfu {

void register_module(nb::module_ m) {
    register_values(m);
    register_observation<LukFu>(m);
    register_functions(m);
    register_batch(m);
    register_game<LukFu>(m);
    register_playout<LukFu>(m);
    register_agents<LukFu>(m);
    register_vector_env<LukFu>(m);
    m.attr("OBSERVATION_SIZE") = kObservationSize;
}

}  // namespace paigen::bindings::lukfu
