// paigen._core.doudizhu: the Dou Dizhu classes and functions, in the order
// their signatures refer to one another; the templates both games share are
// registered here with the DouDizhu traits.
#include "../agents.h"
#include "../game.h"
#include "../observation.h"
#include "../playout.h"
#include "../vector_env.h"
#include "traits.h"

namespace paigen::bindings::doudizhu {

void register_module(nb::module_ m) {
    register_values(m);
    register_variant(m);
    register_action_space(m);
    register_observation<DouDizhu>(m);
    register_functions(m);
    register_batch(m);
    register_game<DouDizhu>(m);
    register_match(m);
    register_move_features(m);
    register_solve(m);
    register_playout<DouDizhu>(m);
    register_agents<DouDizhu>(m);
    register_vector_env<DouDizhu>(m);
    add_vector_move_features(m);
}

}  // namespace paigen::bindings::doudizhu
