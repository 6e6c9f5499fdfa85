# ruff: noqa: E501
"""Family f: a medical-equipment rental (locação de equipamentos hospitalares: beds, oxygen
concentrators, wheelchairs) in Curitiba, Brazil: Portuguese; Mercado Pago, Asaas, PagBank,
NF-e A1 certificates, Z-API WhatsApp bots, a Traccar server for the delivery vans."""

from __future__ import annotations

from ninetyseventh_spec import (
    SYM_INI,
    Fam,
    dec_url_field,
    enc_url,
    hexs,
    pw_with,
    spreadsheetml,
    uuid4,
)

F = Fam(
    name="locacao_homecare_curitiba",
    prefix="locacao",
    orgs=("locamedsul", "homecarepinhao", "oxiparana", "camaleve", "alugamed"),
    tld="com.br",
    first=(
        ("João", "joao"),
        ("Fernanda", "fernanda"),
        ("Rodrigo", "rodrigo"),
        ("Juliana", "juliana"),
        ("Marcelo", "marcelo"),
        ("Camila", "camila"),
        ("Thiago", "thiago"),
        ("Luíza", "luiza"),
    ),
    last=(
        ("Silva", "silva"),
        ("Souza", "souza"),
        ("Oliveira", "oliveira"),
        ("Pereira", "pereira"),
        ("Conceição", "conceicao"),
        ("Gonçalves", "goncalves"),
        ("Kowalski", "kowalski"),
    ),
    words=(
        "curitiba",
        "pinhao",
        "capivara",
        "coxa",
        "furacao",
        "saudade",
        "tatu",
        "ipe",
        "jabuti",
        "cafe",
        "pitanga",
        "sabia",
        "araucaria",
        "parana",
        "chimarrao",
        "oxigenio",
    ),
    pets=("thor", "mel", "pipoca", "bidu", "luna", "pacoca", "nina"),
    cc="+55",
    cities=("curitiba", "londrina", "maringa", "ponta grossa", "cascavel", "sao jose dos pinhais"),
    tz="-0300",
)

F.reg(
    "estoque_postgres_url_percent_encoded_env",
    ("sistema-locacao/.env", "<<org>>/api/.env.producao"),
    """# Sistema de contratos de locação (camas, concentradores, cadeiras)
NODE_ENV=production
PORT=3333
DATABASE_URL=postgresql://locacao:<<enc>>@<<host>>:5432/locacao_<<n>>?schema=public
WHATSAPP_NOTIFY=true
""",
    lambda rng, s: pw_with(rng, "@#:/?!$&", SYM_INI + "#$&/:"),
    "",
    encode=lambda v, s: enc_url(v),
    decode=dec_url_field(r"postgresql://[^:]+:([^@]+)@"),
)

F.reg(
    "mercadopago_assinatura_php_sdk",
    ("app/Services/MercadoPago<<n>>.php", "<<org>>/src/Pagamento/MercadoPagoService.php"),
    """<?php

namespace App\\Services;

use MercadoPago\\MercadoPagoConfig;
use MercadoPago\\Client\\Preference\\PreferenceClient;

class MercadoPagoService
{
    public function __construct()
    {
        // token de produção - conta <<org>>
        MercadoPagoConfig::setAccessToken("<<cred>>");
    }

    public function cobrarMensalidade(string $contrato, float $valor): string
    {
        $client = new PreferenceClient();
        $pref = $client->create([
            "items" => [["title" => "Locação contrato " . $contrato, "quantity" => 1, "unit_price" => $valor]],
        ]);
        return $pref->init_point;
    }
}
""",
    "p:mp_access",
    "",
)

F.reg(
    "asaas_cobranca_boleto_env",
    ("cobranca/.env", "<<org>>-financeiro/.env"),
    """# Cobranças recorrentes (boleto/PIX) - Asaas produção
ASAAS_URL=https://api.asaas.com/v3
ASAAS_API_KEY='<<cred>>'
ASAAS_WEBHOOK_EMAIL=financeiro@<<dom>>
DIA_VENCIMENTO=<<n>>
""",
    "p:asaas",
    "",
)

F.reg(
    "pagbank_checkout_credentials_json",
    ("pagamentos/pagbank_<<org>>.json", "config/pagbank-producao-<<n>>.json"),
    """{
  "ambiente": "producao",
  "email": "financeiro@<<dom>>",
  "token": "<<cred>>",
  "notification_url": "https://api.<<dom>>/webhooks/pagbank",
  "pix_key": "<<d8>><<nnn>>"
}
""",
    lambda rng, s: uuid4(rng) + hexs(rng, 64) + uuid4(rng),
)

F.reg(
    "whatsapp_ios_senha_certificado_a1",
    (
        "WhatsApp Chat - <<fn>> Contabilidade/_chat.txt",
        "Conversa do WhatsApp com Escritório <<ln>>.txt",
    ),
    """[<<dmy>> <<hms>>] <<fn>> Contabilidade: Bom dia! Renovei o certificado A1 da empresa, vence em <<y>>
[<<dmy>> <<hms>>] <<fn>> Contabilidade: ‎certificado_a1_<<org>>.pfx • 4 KB ‎documento omitido
[<<dmy>> <<hms>>] <<fn>> Contabilidade: A senha do certificado é <<cred>>
[<<dmy>> <<hms>>] <<fn2>> <<ln2>>: Show, vou instalar no emissor de NF-e hoje à tarde 👍
""",
    "human",
    "",
)

F.reg(
    "zapi_whatsapp_aviso_entrega_python",
    ("bots/aviso_entrega_<<n>>.py", "<<org>>/automacao/zapi_lembrete.py"),
    """\"\"\"Avisa o paciente/familiar no WhatsApp quando a cama ou o concentrador sai para entrega.\"\"\"

import requests

INSTANCIA = "3<<hex16>>".upper()
TOKEN = "<<cred>>"
CLIENT_TOKEN = "F<<hex8>>".upper()


def avisar(telefone, nome, equipamento):
    url = f"https://api.z-api.io/instances/{INSTANCIA}/token/{TOKEN}/send-text"
    msg = f"Olá {nome}! Seu {equipamento} saiu para entrega hoje. Qualquer dúvida, responda aqui."
    return requests.post(url, json={"phone": telefone, "message": msg}, headers={"Client-Token": CLIENT_TOKEN}, timeout=15)
""",
    "HEX:24",
)

F.reg(
    "traccar_vans_entrega_xml",
    ("opt/traccar/conf/traccar.xml", "traccar-<<org>>/conf/traccar_<<n>>.xml"),
    """<?xml version='1.0' encoding='UTF-8'?>
<!DOCTYPE properties SYSTEM 'http://java.sun.com/dtd/properties.dtd'>
<properties>
    <!-- rastreamento das vans de entrega / recolha de equipamentos -->
    <entry key='database.driver'>com.mysql.cj.jdbc.Driver</entry>
    <entry key='database.url'>jdbc:mysql://<<ip>>:3306/traccar?zeroDateTimeBehavior=round&amp;serverTimezone=UTC</entry>
    <entry key='database.user'>traccar</entry>
    <entry key='database.password'><<cred>></entry>
    <entry key='web.port'>8082</entry>
</properties>
""",
    "pw_xml",
)

F.reg(
    "convenios_spreadsheetml_senhas",
    ("Financeiro/acessos_convenios_<<y>>.xml", "Planilhas/portais_<<org>>_<<n>>.xml"),
    lambda s: spreadsheetml(
        "Acessos",
        [
            ["Portal", "Usuário", "Senha", "Obs."],
            [
                "Unimed Curitiba - autorizações",
                str(s["user"]),
                str(s["cred"]),
                "troca a cada 90 dias",
            ],
            ["Prefeitura - NFS-e", str(s["user2"]), "certificado A1", ""],
        ],
    ),
    "human_x",
)
