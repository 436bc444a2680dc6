import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { pet, useCreatePet, useListPetFeedInfinite, useListPets, useShowPetById } from "./api/hooks";

/**
 * The pets, one pet's details, a form that adds a pet (and refreshes the list), a missing pet, a cancelled query,
 * and a feed read a page at a time.
 */
export function App() {
  const [selected, setSelected] = useState<string>();
  const pets = useListPets(20, "available");
  return (
    <main>
      <h1>Pets</h1>
      <ul id="pets">
        {pets.data?.map((item) => (
          <li key={item.id}>
            <button type="button" onClick={() => setSelected(String(item.id))}>
              {item.name}
            </button>
          </li>
        ))}
      </ul>
      <button id="missing" type="button" onClick={() => setSelected("999")}>
        Show #999
      </button>
      {selected !== undefined && <PetDetail petId={selected} />}
      <AddPet />
      <PetFeed />
    </main>
  );
}

function PetDetail({ petId }: { petId: string }) {
  const queryClient = useQueryClient();
  const detail = useShowPetById(petId);
  const cancel = () => queryClient.cancelQueries({ queryKey: pet.queryKeys.showPetById(petId) });
  if (detail.isError) {
    // The failure is typed by status: the 404 the description documents carries an ErrorModel.
    const { error } = detail;
    return (
      <p id="failure">{error.status === 404 ? `404: ${error.body.message}` : "the store did not answer"}</p>
    );
  }
  if (detail.data === undefined) {
    return detail.fetchStatus === "fetching" ? (
      <p id="detail">
        loading #{petId}…{" "}
        <button id="cancel" type="button" onClick={cancel}>
          Cancel
        </button>
      </p>
    ) : (
      <p id="detail">cancelled</p>
    );
  }
  const born = detail.data.birthDate ? `, born ${detail.data.birthDate.toISOString().slice(0, 10)}` : "";
  return <p id="detail">{`#${detail.data.id} ${detail.data.name}${born}`}</p>;
}

function AddPet() {
  const queryClient = useQueryClient();
  const create = useCreatePet({
    // Every query of the `pet` group, the list among them, is stale once a pet is added.
    mutation: { onSuccess: () => queryClient.invalidateQueries({ queryKey: pet.queryKeys.all() }) },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const field = event.currentTarget.elements.namedItem("name");
    if (field instanceof HTMLInputElement && field.value !== "") {
      create.mutate({ body: { name: field.value, status: "available" } });
      field.value = "";
    }
  };
  return (
    <form onSubmit={submit}>
      <input id="name" name="name" placeholder="Name" />
      <button id="add" type="submit">
        Add
      </button>
    </form>
  );
}

/** The feed, one page a request: each page's `next` says where the next starts, and the last page has none. */
function PetFeed() {
  const feed = useListPetFeedInfinite(undefined, 10);
  const pets = feed.data?.pages.flatMap((page) => page.body.pets) ?? [];
  return (
    <section>
      <h2>Feed</h2>
      <ul id="feed">
        {pets.map((item, index) => (
          // The mock's pages repeat its one pet: the position is the key.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list only grows at its end
          <li key={index}>{item.name}</li>
        ))}
      </ul>
      {feed.hasNextPage && (
        <button
          id="more"
          type="button"
          disabled={feed.isFetchingNextPage}
          onClick={() => feed.fetchNextPage()}
        >
          More
        </button>
      )}
    </section>
  );
}
