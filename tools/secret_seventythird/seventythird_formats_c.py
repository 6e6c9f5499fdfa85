# ruff: noqa: E501
"""Family c: a pastelaria (bakery and pastry shop) in Lisbon, Portugal; European Portuguese."""

from __future__ import annotations

import re

from seventythird_spec import Fam, dec_qp, enc_qp, pick

F = Fam(
    name="pastelaria_lisboa_bakery_pastry",
    orgs=("natasdoce", "pastelariaestrela", "fornodobairro", "docearia"),
    tld="pt",
    first=(
        ("João", "joao"),
        ("Maria", "maria"),
        ("Inês", "ines"),
        ("Rui", "rui"),
        ("Filipa", "filipa"),
        ("Tiago", "tiago"),
        ("Conceição", "conceicao"),
    ),
    last=(
        ("Silva", "silva"),
        ("Ferreira", "ferreira"),
        ("Gonçalves", "goncalves"),
        ("Rodrigues", "rodrigues"),
        ("Sousa", "sousa"),
        ("Marques", "marques"),
    ),
    words=(
        "nata",
        "pastel",
        "belem",
        "bola",
        "berlim",
        "tremoco",
        "bacalhau",
        "benfica",
        "sporting",
        "alfama",
        "tejo",
        "saudade",
        "queijada",
        "broa",
        "canela",
        "fado",
        "sintra",
        "travesseiro",
        "graca",
    ),
    pets=("tareco", "pipoca", "bolinha", "farrusco", "kika", "tobias"),
    cc="+351",
    city="Lisboa",
)

F.reg(
    "pastelaria_vendus_pos_faturas_php_curl",
    ("loja/vendus_sync_<<n3>>.php", "www/<<org>>/cron/vendus_<<date>>.php"),
    """<?php
// Exporta as faturas do dia do Vendus para a folha do contabilista
$apiKey = '<<cred>>';
$ch = curl_init('https://www.vendus.pt/ws/v1.1/documents/?type=FS,FT&since=' . date('Y-m-d'));
curl_setopt($ch, CURLOPT_USERPWD, $apiKey . ':');
curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
$docs = json_decode(curl_exec($ch), true);
foreach ($docs as $d) {
    printf("%s;%s;%s\\n", $d['number'], $d['date'], $d['amount_gross']);
}
""",
    "hex:32",
    syntax="",
)

F.reg(
    "pastelaria_at_saft_factemicli_bat_subutilizador",
    ("contabilidade/enviar_saft_<<mo>>.bat", "C/Vendus/saft/envio_at_<<n3>>.bat"),
    """@echo off
REM Comunicação mensal do SAF-T (faturação) à AT - subutilizador da pastelaria
set NIF=5<<n6>>12
cd /d C:\\AT\\factemicli
java -jar FACTEMICLI-2.7.2-<<n4>>-cmdClient.jar -n %NIF%/2 -p <<cred>> -a <<year>> -m <<mo>> -op enviar -i "C:\\Vendus\\saft\\SAFT_<<year>><<mo>>.xml" -o resultado.xml
type resultado.xml
pause
""",
    "pw_bare",
    syntax="",
)

F.reg(
    "pastelaria_ifthenpay_mbway_wp_options_sql",
    ("backup/encomendas_wp_options_<<date>>.sql", "site/<<org>>/dump_<<n3>>.sql"),
    """-- MySQL dump 10.13  Distrib 8.0.36, for Linux (x86_64)
-- Host: localhost    Database: wp_<<org>>
LOCK TABLES `wp_options` WRITE;
INSERT INTO `wp_options` VALUES (<<n4>>,'woocommerce_ifthenpay_mbway_settings','a:5:{s:7:\\"enabled\\";s:3:\\"yes\\";s:5:\\"title\\";s:6:\\"MB WAY\\";s:9:\\"mbwayKey\\";s:10:\\"ABC-<<n6>>\\";s:16:\\"antiPhishingKey\\";s:50:\\"<<cred>>\\";s:11:\\"backofficeKey\\";s:19:\\"<<n4>>-<<n4>>-<<n4>>-<<n4>>\\";}','yes');
UNLOCK TABLES;
""",
    "p:ifthenpay",
    syntax="",
)


def _wa_glovo(s: dict) -> str:
    t = f"[{s['d']}/{s['mo']}/{s['yy']}, {s['time']}"
    return (
        f"{t}:02] {s['first']}: Bom dia! A tablet da Glovo desligou-se outra vez, qual é a palavra-passe do portal?\n"
        f"{t}:45] {s['first2']}: O email é o {s['email']}\n"
        f"{t}:51] {s['first2']}: palavra-passe: {s['cred']}\n"
        f"{t}:58] {s['first2']}: E não te esqueças dos pastéis de nata para a encomenda das 11h 🙏\n"
        f"{t}:59] {s['first']}: Obrigada, já está 👌\n"
    )


F.reg(
    "pastelaria_portuguese_whatsapp_iphone_palavra_passe_glovo",
    (
        "WhatsApp/_chat_<<org>>_<<n>>.txt",
        "Conversas/WhatsApp - Pastelaria <<orgc>> <<d>><<mo>>.txt",
    ),
    _wa_glovo,
    "human",
    syntax="",
)

F.reg(
    "pastelaria_haccp_vitrines_esphome_yaml",
    ("esphome/vitrine-<<n>>.yaml", "haccp/esphome/camara_frio_<<org>>.yaml"),
    """esphome:
  name: vitrine-<<n>>
  friendly_name: Vitrine refrigerada <<n>>

esp32:
  board: wt32-eth01

ethernet:
  type: LAN8720
  mdc_pin: GPIO23
  mdio_pin: GPIO18
  clk_mode: GPIO0_IN
  phy_addr: 1

api:
  encryption:
    key: "<<cred>>"

sensor:
  - platform: dallas_temp
    name: "Temperatura vitrine bolos"
    update_interval: 60s
""",
    "b64:32",
)

F.reg(
    "pastelaria_invoicexpress_apps_script_gs",
    ("apps_script/faturas_<<org>>.gs", "Drive/Encomendas <<year>>/Code_<<n3>>.gs"),
    """// Cria a fatura-recibo na InvoiceXpress quando a encomenda é marcada como paga
const IX_ACCOUNT = '<<org>>';
const IX_API_KEY = '<<cred>>';

function criarFatura(linha) {
  const folha = SpreadsheetApp.getActive().getSheetByName('Encomendas');
  const [cliente, nif, total] = folha.getRange(linha, 2, 1, 3).getValues()[0];
  const url = `https://${IX_ACCOUNT}.app.invoicexpress.com/invoice_receipts.json?api_key=${IX_API_KEY}`;
  const payload = {invoice_receipt: {date: Utilities.formatDate(new Date(), 'Europe/Lisbon', 'dd/MM/yyyy'), client: {name: cliente, fiscal_id: nif}, items: [{name: 'Encomenda pastelaria', unit_price: total, quantity: 1}]}};
  UrlFetchApp.fetch(url, {method: 'post', contentType: 'application/json', payload: JSON.stringify(payload)});
}
""",
    "p:invoicexpress",
    syntax="",
)


def _pt_pw(rng, fam: Fam) -> str:
    return f"{pick(rng, ('Pastéis', 'Açúcar', 'Maçã', 'Conceição', 'Pão', 'Limão', 'Café'))}{pick(rng, ('', '_', '.'))}{rng.randint(1, 2026)}{pick(rng, '!#*')}"


def _dec_c_qp(text: str) -> str:
    body = dec_qp(text.split("\n\n", 1)[1])
    return re.search(r"senha: (\S+)", body).group(1)


F.reg(
    "pastelaria_encomendas_email_quoted_printable_senha",
    ("Mail/<<org>>/encomendas_<<date>>.eml", "correio/Enviados/<<n4>>.eml"),
    lambda s: (
        f"From: {s['name_a']} <{s['email']}>\nTo: {s['email2']}\nSubject: =?utf-8?Q?Acesso_ao_Moloni_e_=C3=A0s_encomendas?=\n"
        f"Date: {s['date']}\nMIME-Version: 1.0\nContent-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: quoted-printable\n\n"
        + s["qp"]
    ),
    _pt_pw,
    syntax="",
    extra=lambda rng, s: {
        "qp": enc_qp(
            f"Olá {s['first2']},\n\nAmanhã abres tu a loja às 6h30. Para lançares as encomendas de Natal no Moloni:\nutilizador: {s['login']}\nsenha: {s['cred']}\n\nO forno 2 está a aquecer mal, já liguei ao técnico.\nBeijinhos,\n{s['name']}\n"
        )
    },
    decode=_dec_c_qp,
)


def _fods(s: dict) -> str:
    rows = [
        ("Serviço", "Utilizador", "Palavra-passe"),
        ("Glovo Partners", s["email"], s["cred2"]),
        ("Uber Eats Manager", s["email2"], s["cred"]),
        ("Portal das Finanças", f"5{s['n6']}12/3", "(pedir ao contabilista)"),
    ]
    body = "".join(
        "<table:table-row>"
        + "".join(
            f'<table:table-cell office:value-type="string"><text:p>{c}</text:p></table:table-cell>'
            for c in r
        )
        + "</table:table-row>"
        for r in rows
    )
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
        'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" '
        'office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">\n<office:body><office:spreadsheet>'
        f'<table:table table:name="Acessos">{body}</table:table></office:spreadsheet></office:body></office:document>\n'
    )


F.reg(
    "pastelaria_acessos_plataformas_flat_ods",
    ("Documentos/acessos_loja_<<year>>.fods", "pastelaria/gerencia/plataformas_<<n3>>.fods"),
    _fods,
    "human_x",
    syntax="xml",
    extra=lambda rng, s: {"cred2": f"Gl{rng.randint(1000, 9999)}{pick(rng, F.words)}"},
)
