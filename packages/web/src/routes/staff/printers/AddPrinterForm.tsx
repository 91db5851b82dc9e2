import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { type FormEvent, useId, useState } from "react"
import { menuCategoriesQuery } from "../../../api/menu"
import { addPrinter, printersQuery } from "../../../api/staff/printers"
import { Button } from "../../../components/Button"
import { InlineAlert } from "../../../components/InlineAlert"
import { TextField } from "../../../components/TextField"
import { SelectField } from "../shared/SelectField"

/** `outlets`: the choices of outlet when the club has more than one (none: no Outlet field, the first outlet's). */
export function AddPrinterForm({ outlets }: { readonly outlets: ReadonlyArray<readonly [string, string]> }) {
  const id = useId()
  const queryClient = useQueryClient()
  const categories = useQuery(menuCategoriesQuery)
  const [name, setName] = useState("")
  const [host, setHost] = useState("")
  const [port, setPort] = useState("9100")
  const [width, setWidth] = useState<"80" | "58">("80")
  const [language, setLanguage] = useState<"esc-pos" | "star-prnt">("esc-pos")
  const [chosen, setChosen] = useState<ReadonlyArray<string>>([])
  const [askStatus, setAskStatus] = useState(true)
  const [outlet, setOutlet] = useState<string>()
  // Until one is picked (or once the one picked is retired), the first, as the server would choose.
  const chosenOutlet = outlets.some(([slug]) => slug === outlet) ? outlet : outlets[0]?.[0]
  const [added, setAdded] = useState<string>()
  const add = useMutation({
    mutationFn: () =>
      addPrinter({
        name: name.trim(),
        host: host.trim(),
        port: Number(port),
        width: width === "58" ? 58 : 80,
        language,
        categories: chosen,
        askStatus,
        ...(outlets.length > 0 && chosenOutlet !== undefined ? { outlet: chosenOutlet } : {})
      }),
    onSuccess: (printer) => {
      setAdded(`Added ${printer.name}. Print a test ticket to check it.`)
      setName("")
      setHost("")
      setChosen([])
      void queryClient.invalidateQueries({ queryKey: printersQuery.queryKey })
    }
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setAdded(undefined)
    add.mutate()
  }
  const toggle = (category: string) =>
    setChosen((now) => (now.includes(category) ? now.filter((c) => c !== category) : [...now, category]))

  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="card__title">
        Add a printer
      </h2>
      {add.error && <InlineAlert title="Could not add the printer">{add.error.message}</InlineAlert>}
      <form className="printers__form" onSubmit={submit} noValidate>
        <TextField
          label="Name"
          value={name}
          maxLength={40}
          hint="Kitchen, Bar..."
          onChange={(e) => setName(e.target.value)}
        />
        {outlets.length > 0 && chosenOutlet !== undefined && (
          <SelectField
            label="Outlet"
            value={chosenOutlet}
            options={outlets}
            hint="It prints this outlet's orders"
            onChange={setOutlet}
          />
        )}
        <TextField
          label="IP address or host name"
          value={host}
          autoCapitalize="none"
          spellCheck={false}
          onChange={(e) => setHost(e.target.value)}
        />
        <TextField label="Port" value={port} inputMode="numeric" onChange={(e) => setPort(e.target.value)} />
        <SelectField
          label="Paper width"
          value={width}
          options={[
            ["80", "80 mm"],
            ["58", "58 mm"]
          ]}
          onChange={setWidth}
        />
        <SelectField
          label="Language"
          value={language}
          options={[
            ["esc-pos", "ESC/POS (Epson and most)"],
            ["star-prnt", "StarPRNT (Star)"]
          ]}
          onChange={setLanguage}
        />
        <label className="printers__category">
          <input type="checkbox" checked={askStatus} onChange={(e) => setAskStatus(e.target.checked)} />
          Ask its status (untick for a printer that never answers it and shows Offline)
        </label>
        <fieldset className="printers__categories">
          <legend>Prints (none ticked: everything)</legend>
          {(categories.data ?? []).map((category) => (
            <label key={category.id} className="printers__category">
              <input
                type="checkbox"
                checked={chosen.includes(category.id)}
                onChange={() => toggle(category.id)}
              />
              {category.name}
            </label>
          ))}
        </fieldset>
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? "Adding..." : "Add printer"}
        </Button>
      </form>
      <p role="status">{added}</p>
    </section>
  )
}
