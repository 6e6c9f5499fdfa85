# ruff: noqa: E501
"""Family n: a hazardous-waste transporter in Cubatão / Campinas, Brazil (Brazilian
Portuguese): SINIR MTR manifests, CETESB SIGOR, NF-e / CT-e with an A1 certificate, Asaas,
Focus NFe, Z-API WhatsApp."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from xml.sax.saxutils import escape

from eightyfifth_spec import BRAZIL as F
from eightyfifth_spec import gen_pw, prov

# 1 ---------------------------------------------------------------------------------------------
F.reg(
    "perigoso_whatsapp_ptbr_senha_sinir_mtr",
    (
        "WhatsApp/Conversa do WhatsApp com Expedição <<org_c>>.txt",
        "celular/<<fa>>/Conversa do WhatsApp com <<fa2_c>> <<n>>.txt",
    ),
    """<<dd>>/<<mm>>/<<year>> <<t1>> - <<first>> <<last>>: Bom dia! Preciso emitir o MTR da coleta de borra oleosa e o SINIR não aceita minha senha
<<dd>>/<<mm>>/<<year>> <<t2>> - <<first2>>: Usa o login da empresa, CPF do responsável técnico
<<dd>>/<<mm>>/<<year>> <<t2>> - <<first2>>: senha: <<cred>>
<<dd>>/<<mm>>/<<year>> <<t3>> - <<first>> <<last>>: Entrou! MTR emitido, caminhão sai às 10h
<<dd>>/<<mm>>/<<year>> <<t4>> - <<first2>>: Apaga essa mensagem depois, por favor
""",
    "human",
    syntax="",
)


# 2 ---------------------------------------------------------------------------------------------
def _dec_appcfg(text: str) -> str:
    root = ET.fromstring(text.encode())
    for el in root.iter("add"):
        if el.get("key") == "SinirSenha":
            return el.get("value") or ""
    raise ValueError("no key")


F.reg(
    "perigoso_mtr_emissor_app_config_xml_escaped_senha",
    ("EmissorMTR/EmissorMTR.exe.config", "sistemas/<<org>>/App.<<n>>.config"),
    """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <appSettings>
    <add key="SinirUrl" value="https://mtr.sinir.gov.br/api/mtr/" />
    <add key="SinirCpfCnpj" value="<<cnpj>>" />
    <add key="SinirUnidade" value="<<nnnn>><<nn>>" />
    <add key="SinirSenha" value="<<enc>>" />
    <add key="ClasseResiduo" value="Classe I - Perigoso" />
  </appSettings>
</configuration>
""",
    lambda r, s: gen_pw(r, sym='&<>"'),
    syntax="xml",
    extra=lambda r, s: {
        "enc": escape(s["cred"], {'"': "&quot;"}),
        "cnpj": f"{r.randint(10, 99)}{r.randint(100, 999)}{r.randint(100, 999)}0001{r.randint(10, 99)}",
    },
    decode=_dec_appcfg,
)

# 3 ---------------------------------------------------------------------------------------------
F.reg(
    "perigoso_asaas_api_key_single_quoted_dotenv",
    ("cobranca/.env", "deploy/<<org>>/.env.<<n>>"),
    """APP_ENV=production
APP_URL=https://cliente.<<dom>>
# chave com $ precisa de aspas simples
ASAAS_API_KEY='<<cred>>'
ASAAS_BASE_URL=https://api.asaas.com/v3
ASAAS_WEBHOOK_TOKEN=<<hex12>><<hex12>>
""",
    "p:asaas",
    syntax="",
)

# 4 ---------------------------------------------------------------------------------------------
F.reg(
    "perigoso_focus_nfe_token_cte_python",
    ("fiscal/emitir_cte.py", "scripts/<<org>>/focus_<<n>>.py"),
    '''"""Emite CT-e do transporte de resíduos Classe I pela Focus NFe."""

import requests

FOCUS_TOKEN = "<<cred>>"
URL = "https://api.focusnfe.com.br/v2/cte"


def emitir(ref, dados):
    return requests.post(f"{URL}?ref={ref}", json=dados, auth=(FOCUS_TOKEN, ""), timeout=60).json()


if __name__ == "__main__":
    print(emitir("CTE-<<year>>-<<nnnn>>", {"modal": "01", "natureza_operacao": "Transporte de residuos perigosos"}))
''',
    "p:focusnfe",
)

# 5 ---------------------------------------------------------------------------------------------
F.reg(
    "perigoso_certificado_a1_pfx_senha_spring_properties",
    ("src/main/resources/application.properties", "fiscal/<<org>>/nfe_<<n>>.properties"),
    """# Emissão de NF-e de serviços de coleta - certificado digital A1
nfe.ambiente=1
nfe.uf=SP
nfe.certificado.caminho=/opt/nfe/certs/<<org>>_<<year>>.pfx
nfe.certificado.senha=<<cred>>
nfe.cnpj=<<nnnn>><<nnnn>>0001<<nn>>
spring.datasource.url=jdbc:postgresql://<<ip>>:5432/fiscal
""",
    "pw",
    syntax="",
)

# 6 ---------------------------------------------------------------------------------------------
F.reg(
    "perigoso_zapi_whatsapp_instance_token_node",
    ("avisos/zapi.js", "servicos/<<org>>/whatsapp_<<n>>.js"),
    """// Aviso ao gerador: coleta agendada + número do MTR
const INSTANCE = '<<inst>>';
const TOKEN = '<<cred>>';
const CLIENT_TOKEN = '<<ct>>';

async function avisar(phone, mtr, data) {
  const res = await fetch(`https://api.z-api.io/instances/${INSTANCE}/token/${TOKEN}/send-text`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Client-Token': CLIENT_TOKEN },
    body: JSON.stringify({ phone, message: `Coleta agendada para ${data}. MTR nº ${mtr}. <<org_c>>` }),
  });
  return res.json();
}

module.exports = { avisar };
""",
    "p:zapi",
    syntax="",
    extra=lambda r, s: {"inst": prov(r, "zapi") + "AB12CD34", "ct": prov(r, "focusnfe")},
)

# 7 ---------------------------------------------------------------------------------------------
F.reg(
    "perigoso_bash_history_mysql_p_quoted_rastreamento",
    ("home/<<fa>>/.bash_history", "suporte/<<org>>/bash_history_<<n>>"),
    """cd /opt/rastreamento
tail -n 50 logs/sascar_sync.log
mysql -h <<ip>> -u rastreio -p'<<cred>>' frota -e "select placa, max(data_posicao) from posicoes group by placa"
systemctl restart sascar-sync
exit
""",
    "pw_sq",
    syntax="",
)

# 8 ---------------------------------------------------------------------------------------------
F.reg(
    "perigoso_email_ptbr_senha_cetesb_sigor",
    ("Email/Recebidos/<<ymd>> SIGOR.eml", "mail/<<fa>>/cur/<<ts>>.M<<nn>>.eml"),
    """From: <<first>> <<last>> <<<mail>>>
To: <<mail2>>
Subject: Acesso ao SIGOR - CETESB (módulo MTR)
Date: <<dd>> May <<year>> <<t1>>:44 -0300
Content-Type: text/plain; charset=UTF-8

Oi <<first2>>,

segue o acesso ao SIGOR para você declarar as movimentações de resíduos deste trimestre:

Usuário: <<user>>
Senha: <<cred>>

Qualquer dúvida me chama no ramal <<nnnn>>.
Abraço,
<<first>>
""",
    "human",
    syntax="",
)
